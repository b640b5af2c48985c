import type { Db } from '../db/index.js';

/** The channel the activity log's trigger notifies on (migration 024). */
export const CHANGE_CHANNEL = 'admin_changes';

/** One committed write, as the change stream sends it: its activity entry's id, resource, record, action, who. */
export interface Change {
  id: number;
  resource: string;
  recordId: string | null;
  action: string;
  /** The email of the administrator who wrote (null for writes outside a request). */
  admin: string | null;
  at: string;
}

/** Log entries that change no record a screen shows (sign-ins, reset requests): not sent. */
const NOT_CHANGES: readonly string[] = ['signIn', 'signInFailed', 'passwordReset', 'passwordResetRequested'];

/** At most this many entries are sent to a client resuming after a loss; more means it reads its lists again. */
export const MAX_RESUMED = 500;

export interface ChangeFeed {
  /** Calls `listener` with every change committed from now on, by this instance or another; returns the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
  /** The changes committed after entry `id` (a client resuming with Last-Event-ID), oldest first. */
  since(id: number): Promise<Change[]>;
  close(): Promise<void>;
}

function parseChange(payload: string): Change | undefined {
  try {
    const change = JSON.parse(payload) as Change;
    return typeof change.id === 'number' && typeof change.resource === 'string' ? change : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One LISTEN per server instance on the database's `admin_changes` channel, fanned out in memory to the open
 * streams: the activity log's trigger notifies in the writing transaction, so every instance on the database
 * hears every committed write, once it has committed. A database without LISTEN (none here) gives a feed that
 * only resumes.
 */
export async function createChangeFeed(db: Db): Promise<ChangeFeed> {
  const listeners = new Set<(change: Change) => void>();
  const stop = db.listen
    ? await db.listen(CHANGE_CHANNEL, (payload) => {
        const change = parseChange(payload);
        if (!change || NOT_CHANGES.includes(change.action)) return;
        for (const listener of listeners) listener(change);
      })
    : async () => undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async since(id) {
      return db.query<Change>(
        `SELECT id::float8 AS id, resource, record_id AS "recordId", action, admin_email AS admin,
                to_json(at) #>> '{}' AS at
         FROM activity WHERE id > $1 AND NOT action = ANY($2) ORDER BY id LIMIT ${MAX_RESUMED}`,
        [id, NOT_CHANGES],
      );
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}
