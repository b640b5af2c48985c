import type { Db } from '../db/index.js';
import { listenFanOut, parseJson } from './notifyFanOut.js';

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
  /** Their name, as it was when they wrote (null when unknown). */
  adminName: string | null;
  /** The record's readable name (its name, title, code or question; cut to 200 characters). */
  label: string | null;
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
  const change = parseJson(payload) as Change | undefined;
  if (typeof change?.id !== 'number' || typeof change.resource !== 'string') return undefined;
  return NOT_CHANGES.includes(change.action) ? undefined : change;
}

/**
 * Every committed write, from the activity log's trigger on `admin_changes` (migration 024): one LISTEN per server
 * instance fanned out to its open streams (notifyFanOut.ts), and the log itself for a client resuming.
 */
export async function createChangeFeed(db: Db): Promise<ChangeFeed> {
  const fanOut = await listenFanOut(db, CHANGE_CHANNEL, parseChange);
  return {
    subscribe: fanOut.subscribe,
    async since(id) {
      return db.query<Change>(
        `SELECT a.id::float8 AS id, a.resource, a.record_id AS "recordId", a.action, a.admin_email AS admin,
                admins.name AS "adminName", left(a.label, 200) AS label, to_json(a.at) #>> '{}' AS at
         FROM activity a LEFT JOIN admins ON admins.uuid = a.admin_uuid
         WHERE a.id > $1 AND NOT a.action = ANY($2) ORDER BY a.id LIMIT ${MAX_RESUMED}`,
        [id, NOT_CHANGES],
      );
    },
    close: fanOut.close,
  };
}
