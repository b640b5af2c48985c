import type { Db } from '../db/index.js';
import { ApiError } from '../http/reply.js';

/**
 * Who has which record open in an edit form (issue 29), in the database (migration 026: `record_presence`), so
 * that every server instance on it answers the same: one row per browser tab of a session, kept alive by the
 * tab's heartbeats. The database's own clock decides expiry, so instances with skewed clocks agree too.
 */

/** A tab's presence lasts this long after its last heartbeat (the app beats every 10 s: three may be lost). */
export const PRESENCE_TTL_SECONDS = 30;

/** One session holds at most this many tabs' presence: a bound on what one token can make the server keep. */
export const MAX_TABS_PER_SESSION = 20;

/** One browser tab of a signed-in session: the token's digest (never the token) and the tab's own id. */
export interface PresenceTab {
  sessionDigest: string;
  tab: string;
  adminUuid: string;
}

/** Another administrator (or the same one in another tab) on the record. */
export interface Viewer {
  id: string;
  name: string;
  /** The signed-in administrator themself, in another tab. */
  you: boolean;
}

const tooManyTabs = () =>
  new ApiError(`A session shows at most ${MAX_TABS_PER_SESSION} open records at once.`, 429);

/**
 * The tab has `resource`/`recordId` open: its row is written (or moved there, or kept alive) until the TTL.
 * A move or a first announcement notifies the record's viewers (the table's trigger); a heartbeat does not.
 */
export async function announce(db: Db, at: PresenceTab, resource: string, recordId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ tabs: number; known: boolean }>(
      `SELECT count(*)::int AS tabs, bool_or(tab = $2) AS known FROM record_presence WHERE session_digest = $1`,
      [at.sessionDigest, at.tab],
    );
    if (row && !row.known && row.tabs >= MAX_TABS_PER_SESSION) throw tooManyTabs();
    await tx.query(
      `INSERT INTO record_presence (session_digest, tab, admin_uuid, resource, record_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
       ON CONFLICT (session_digest, tab) DO UPDATE SET
         admin_uuid = EXCLUDED.admin_uuid, resource = EXCLUDED.resource, record_id = EXCLUDED.record_id,
         expires_at = EXCLUDED.expires_at`,
      [at.sessionDigest, at.tab, at.adminUuid, resource, recordId, PRESENCE_TTL_SECONDS],
    );
  });
}

/** The tab left its record (the form closed, the tab is going away). */
export async function leave(db: Db, sessionDigest: string, tab: string): Promise<void> {
  await db.query('DELETE FROM record_presence WHERE session_digest = $1 AND tab = $2', [sessionDigest, tab]);
}

/** Everyone else on the record now: each administrator once (the asking tab left out), by name. */
export async function viewers(
  db: Db,
  at: PresenceTab,
  resource: string,
  recordId: string,
): Promise<Viewer[]> {
  return db.query<Viewer>(
    `SELECT a.uuid AS id, a.name, a.uuid = $5 AS you
     FROM admins a
     WHERE EXISTS (
       SELECT 1 FROM record_presence p
       WHERE p.admin_uuid = a.uuid AND p.resource = $1 AND p.record_id = $2 AND p.expires_at > now()
         AND NOT (p.session_digest = $3 AND p.tab = $4))
     ORDER BY lower(a.name), a.uuid`,
    [resource, recordId, at.sessionDigest, at.tab, at.adminUuid],
  );
}

/** Forgets the presence whose heartbeats stopped (a closed tab, a lost network); answers how many went. */
export async function sweepExpired(db: Db): Promise<number> {
  const gone = await db.query('DELETE FROM record_presence WHERE expires_at <= now() RETURNING tab');
  return gone.length;
}

/** A session ended (sign-out): its tabs are on no record any more. */
export async function endSessionPresence(db: Db, sessionDigest: string): Promise<void> {
  await db.query('DELETE FROM record_presence WHERE session_digest = $1', [sessionDigest]);
}

/** Every session of an administrator ended (a new password): none of their tabs is on a record any more. */
export async function endAdminPresence(db: Db, adminUuid: string): Promise<void> {
  await db.query('DELETE FROM record_presence WHERE admin_uuid = $1', [adminUuid]);
}
