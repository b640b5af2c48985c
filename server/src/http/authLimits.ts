import type { Config } from '../config.js';
import { createRateLimiter, type RateLimiter } from './rateLimiter.js';

/** The window every sign-in limit counts in. */
const AUTH_WINDOW_MS = 15 * 60_000;

/** Reset links one account may ask for per window. */
const FORGOT_PER_ACCOUNT = 5;

/**
 * The limits on the public sign-in calls (login, forgot password, reset):
 * - per address: failed logins, reset-link requests and refused reset tokens together;
 * - per account: failed logins (once over, even the right password waits: guessing cannot go on), and
 *   reset-link requests.
 */
export interface AuthLimits {
  byAddress: RateLimiter;
  loginByAccount: RateLimiter;
  forgotByAccount: RateLimiter;
}

export function createAuthLimits(config: Config, now: () => Date): AuthLimits {
  const clock = () => now().getTime();
  const rule = (limit: number) => ({ limit, windowMs: AUTH_WINDOW_MS });
  return {
    byAddress: createRateLimiter(rule(config.authFailuresPerAddress), clock),
    loginByAccount: createRateLimiter(rule(config.authFailuresPerAccount), clock),
    forgotByAccount: createRateLimiter(rule(FORGOT_PER_ACCOUNT), clock),
  };
}

/** The account key of a sign-in body: its email as looked up (lower case), bounded. */
export const accountKey = (body: Record<string, unknown>): string =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';

/** The readable refusal of a limited attempt, naming the wait in whole minutes. */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
