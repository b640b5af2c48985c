import { isIP } from 'node:net';
import type { Config } from '../config.js';
import { createRateLimiter, type RateLimiter } from './rateLimiter.js';

/** The window every sign-in limit counts in. */
export const AUTH_WINDOW_MS = 15 * 60_000;

/**
 * The failure counters of password checks (sign-in, and the current password a profile change asks for) and of
 * refused reset tokens:
 * - per address: every failure from it, whatever the account;
 * - per account and address: the failed password checks of one account from one address. Once over, even the
 *   right password from that address waits (guessing cannot go on), while the same account signs in from any
 *   other address: a flood from one place never locks the admin out everywhere.
 * Counted by own code (rateLimiter.ts), not @fastify/rate-limit: only failures count, a check is counted before
 * it runs (parallel guesses count too) and given back when it passes, and a success clears the pair; the
 * plugin counts requests, which is what the reset-link limits use (routes/auth.ts).
 */
export interface AuthLimits {
  failuresByAddress: RateLimiter;
  failuresByAccountAtAddress: RateLimiter;
}

export function createAuthLimits(config: Config, now: () => Date): AuthLimits {
  const clock = () => now().getTime();
  const rule = (limit: number) => ({ limit, windowMs: AUTH_WINDOW_MS });
  return {
    failuresByAddress: createRateLimiter(rule(config.authFailuresPerAddress), clock),
    failuresByAccountAtAddress: createRateLimiter(rule(config.authFailuresPerAccount), clock),
  };
}

/**
 * The address a limit counts a client by: an IPv4 address as it is, an IPv6 address by its /64 network. One host
 * is commonly given a whole /64: counted address by address, it could rotate through them past every limit.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An IPv4 address at the end stands for two groups.
  const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...left, ...Array<string>(8 - left.length - rightGroups).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The account key of a sign-in body: its email as looked up (lower case), bounded; '' without one. The body may
 * not have been checked yet (a limit counted before validation).
 */
export function accountKey(body: unknown): string {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
}

/** The readable refusal of a limited attempt, naming the wait in whole minutes. */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A limited attempt: the error handler answers 429 with the readable wait and Retry-After. */
export class TooManyAttemptsError extends Error {
  constructor(readonly waitMs: number) {
    super(tooManyAttemptsMessage(waitMs));
  }
}

/** One password check, counted as a failure until it says otherwise. */
export interface PasswordCheck {
  /** The password was right: the attempt is given back and the account's failures from the address cleared. */
  passed(): void;
  /** No password was checked after all (a field was missing): the attempt is given back. */
  skipped(): void;
}

/**
 * Counts a password check of `account` from the client at `ip` before it runs, or throws TooManyAttemptsError while
 * the address (addressKey), or the account from that address, is over its limit.
 */
export function countPasswordCheck(limits: AuthLimits, ip: string, account: string): PasswordCheck {
  const address = addressKey(ip);
  const pair = `${account}\u0000${address}`;
  const wait = Math.max(
    limits.failuresByAddress.blockedFor(address),
    limits.failuresByAccountAtAddress.blockedFor(pair),
  );
  if (wait > 0) throw new TooManyAttemptsError(wait);
  limits.failuresByAddress.hit(address);
  limits.failuresByAccountAtAddress.hit(pair);
  const giveBack = () => {
    limits.failuresByAddress.forgive(address);
    limits.failuresByAccountAtAddress.forgive(pair);
  };
  return {
    passed() {
      giveBack();
      limits.failuresByAccountAtAddress.reset(pair);
    },
    skipped: giveBack,
  };
}

/** Throws TooManyAttemptsError while the client's address is over its failure limit (it counts nothing). */
export function refuseLimitedAddress(limits: AuthLimits, ip: string): void {
  const wait = limits.failuresByAddress.blockedFor(addressKey(ip));
  if (wait > 0) throw new TooManyAttemptsError(wait);
}

/** Counts a failure of the client's address (a refused reset token). */
export function countAddressFailure(limits: AuthLimits, ip: string): void {
  limits.failuresByAddress.hit(addressKey(ip));
}
