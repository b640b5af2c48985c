/**
 * A small in-memory fixed-window counter per key (an address, an account at an address). Bounded: at most
 * `maxKeys` keys are kept; when full, expired windows go first, then the oldest. Per server instance (several
 * instances each count their own attempts, which still bounds guessing by the number of instances).
 * Kept beside @fastify/rate-limit (which limits the reset-link requests) for the failed password checks: the
 * plugin counts every request as it arrives, while these count only failures, checked after the request,
 * counted up front and given back (`forgive`) when the password was right, and cleared by a success (`reset`).
 */
export interface RateLimiter {
  /** Milliseconds until `key` may try again (0 = it may now). Does not count. */
  blockedFor(key: string): number;
  /** Counts one attempt of `key`. */
  hit(key: string): void;
  /** Takes one attempt of `key` back (counted up front, it turned out not to count). */
  forgive(key: string): void;
  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): void;
}

interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  maxKeys?: number;
}

interface Window {
  start: number;
  count: number;
}

export function createRateLimiter(rule: RateLimitRule, now: () => number): RateLimiter {
  const windows = new Map<string, Window>();
  const maxKeys = rule.maxKeys ?? 10_000;

  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && now() - window.start >= rule.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const makeRoom = () => {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) {
      if (now() - window.start >= rule.windowMs) windows.delete(key);
    }
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
  };

  return {
    blockedFor(key) {
      const window = current(key);
      if (!window || window.count < rule.limit) return 0;
      return window.start + rule.windowMs - now();
    },
    hit(key) {
      const window = current(key);
      if (window) {
        window.count++;
        return;
      }
      makeRoom();
      windows.set(key, { start: now(), count: 1 });
    },
    forgive(key) {
      const window = current(key);
      if (window && window.count > 0) window.count--;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
