import { HttpError } from 'react-admin';

/**
 * The HttpErrors the API layer raises itself. Messages that reach a notification are i18n keys
 * (react-admin translates a notification message that is a key); the unsupported-method text is for
 * developers and is plain English.
 */
export const ERROR_KEYS = {
  timeout: 'app.common.request_timeout',
  network: 'app.common.network_error',
  malformed: 'app.common.malformed_response',
  generic: 'ra.notification.http_error',
  notFound: 'ra.notification.item_doesnt_exist',
  signedOut: 'ra.notification.logged_out',
} as const;

/** What a failed call says by itself: its message (the server's text or an i18n key above), else 'Oops'. */
export const errorText = (error: unknown): string =>
  (error instanceof Error && error.message) || 'app.common.oops_error';

/** Status of failures that never got an HTTP answer (network down, timeout), like XMLHttpRequest's 0. */
export const NO_ANSWER_STATUS = 0;

/** The status of a write refused because the record changed since it was read (issue 29). */
export const CONFLICT_STATUS = 409;

/** Status of a call that needs the admin's token: the server's answer without one, and the client's own refusal. */
export const UNAUTHORIZED_STATUS = 401;

/**
 * A call that needs a token when there is none (never signed in, signed out, or the stored one has expired):
 * refused without a request, as the server would refuse it, so the auth provider's checkError signs out.
 */
export function signedOut(): HttpError {
  return new HttpError(ERROR_KEYS.signedOut, UNAUTHORIZED_STATUS, null);
}

/** Status of a call the registry entry does not declare. */
const UNSUPPORTED_STATUS = 405;

export function unsupported(resource: string, method: string): HttpError {
  return new HttpError(`${resource} does not support ${method}`, UNSUPPORTED_STATUS, null);
}

export function malformed(status: number, body: unknown): HttpError {
  return new HttpError(ERROR_KEYS.malformed, status, body);
}
