/**
 * How long after its answer a write's own change may still arrive on the change stream: the server tells of it once
 * it has committed, which may be a little after the answer reached this tab.
 */
export const OWN_WRITE_GRACE_MS = 5_000;

/** Any record of the resource: a create, whose id the server chooses. */
const ANY_RECORD = '';

interface Tracked {
  /** Writes of this record still waiting for their answer. */
  inFlight: number;
  /** Until when (Date.now()) the last answered one still counts. */
  until: number;
}

/**
 * The writes this provider sent, by resource and record: in flight, or answered less than OWN_WRITE_GRACE_MS ago.
 * The live lists (src/layout/live/) read a change the stream tells of as this tab's own when it names the signed-in
 * administrator and one of these writes (a bulk run of 1,000 rows must not re-read the list 1,000 times); the same
 * administrator in another tab or through the API is still someone else to this tab.
 */
export function createOwnWrites() {
  const tracked = new Map<string, Tracked>();
  const keyOf = (resource: string, id: string) => `${resource}\u0000${id}`;

  const forgetAnswered = (now: number) => {
    for (const [key, entry] of tracked) if (entry.inFlight === 0 && entry.until <= now) tracked.delete(key);
  };

  const counts = (key: string, now: number) => {
    const entry = tracked.get(key);
    return entry !== undefined && (entry.inFlight > 0 || entry.until > now);
  };

  return {
    /** Runs `write` of `resources`' record `id` (undefined: a new record), remembered while and after it runs. */
    async track<T>(resources: string[], id: string | undefined, write: () => Promise<T>): Promise<T> {
      forgetAnswered(Date.now());
      const keys = resources.map((resource) => keyOf(resource, id ?? ANY_RECORD));
      for (const key of keys) {
        const entry = tracked.get(key) ?? { inFlight: 0, until: 0 };
        entry.inFlight += 1;
        tracked.set(key, entry);
      }
      try {
        return await write();
      } finally {
        const until = Date.now() + OWN_WRITE_GRACE_MS;
        for (const key of keys) {
          const entry = tracked.get(key);
          if (entry) Object.assign(entry, { inFlight: entry.inFlight - 1, until });
        }
      }
    },
    /** Whether a write of this record (or a create in `resource`) is in flight or was answered a moment ago. */
    wrote(resource: string, id: string | null): boolean {
      const now = Date.now();
      return (id !== null && counts(keyOf(resource, id), now)) || counts(keyOf(resource, ANY_RECORD), now);
    },
  };
}
