import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { ERROR_KEYS, NO_ANSWER_STATUS } from './apiErrors';

/** Answers that say the server could not be reached or was briefly unavailable: a later try may succeed. */
const PASSING_STATUSES = new Set([NO_ANSWER_STATUS, 502, 503, 504]);

/** Tries after the first, for a read that failed in passing (react-query's default is 3). */
const MAX_RETRIES = 2;

/**
 * Whether a failed read is tried again. Only a failure in passing is: no answer (network) or a gateway's 502, 503
 * or 504. A refusal (4xx), a server error (500), a malformed answer or a timeout (30 s already waited) fails at
 * once, so the screen says why at once instead of after react-query's back-off (about 7 s): react-admin's own
 * list, edit and show reads do not retry at all.
 */
export function retriesRead(failures: number, error: unknown): boolean {
  if (failures >= MAX_RETRIES) return false;
  if (!(error instanceof HttpError)) return false;
  return PASSING_STATUSES.has(error.status) && error.message !== ERROR_KEYS.timeout;
}

/** The admin's query client (`<Admin queryClient>`): react-query's defaults but for `retriesRead`. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: retriesRead } } });
