import { NO_ANSWER_STATUS } from '../api/apiErrors';
import { attemptsLimitNotice } from '../api/attemptsLimit';

/** Message keys of the auth rejections (src/i18n/en/auth.ts). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'app.auth.invalid_credentials',
  accessTokenExpired: 'app.auth.access_token_expired',
  invalidAccessToken: 'app.auth.invalid_access_token',
  resetExpired: 'app.auth.reset_expired',
  emailNotFound: 'app.auth.email_not_found',
} as const;

/** Too many attempts (the server's sign-in limits): its text says how long to wait. */
const TOO_MANY_REQUESTS_STATUS = 429;

/** A refusal said by an i18n key with values (a public page's notice translates both). */
export class LocalisedError extends Error {
  constructor(
    message: string,
    readonly messageArgs: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * A refusal for too many attempts (429), whose server text says when to try again: in the admin's language when
 * it is the reference server's text, else as the server wrote it; undefined for any other failure.
 */
export function attemptsRefusal(error: unknown): Error | undefined {
  if (statusOf(error) !== TOO_MANY_REQUESTS_STATUS) return undefined;
  const limit = attemptsLimitNotice(error instanceof Error ? error.message : '');
  return limit ? new LocalisedError(limit.message, limit.messageArgs) : (error as Error);
}

/**
 * The spec's text for a call the server refused, e.g. 'Invalid Email ID or Password'. A call that got no
 * answer (network down, timeout: status 0) keeps the client's own message, since blaming the user's
 * input would mislead; a 429 says when to try again (attemptsRefusal).
 */
export function refusal(error: unknown, messageKey: string): Error {
  const limited = attemptsRefusal(error);
  if (limited) return limited;
  if (statusOf(error) === NO_ANSWER_STATUS) return error as Error;
  return new Error(messageKey);
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
