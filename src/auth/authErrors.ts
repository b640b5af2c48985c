import { NO_ANSWER_STATUS } from '../api/apiErrors';

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

/**
 * The spec's text for a call the server refused, e.g. 'Invalid Email ID or Password'. A call that got no
 * answer (network down, timeout: status 0) keeps the client's own message, since blaming the user's
 * input would mislead; so does a 429, whose server text says when to try again.
 */
export function refusal(error: unknown, messageKey: string): Error {
  const status = statusOf(error);
  if (status === NO_ANSWER_STATUS || status === TOO_MANY_REQUESTS_STATUS) return error as Error;
  return new Error(messageKey);
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
