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

/** The highest number a tab may give its presence calls (the column is a 4-byte integer). */
export const MAX_PRESENCE_SEQ = 2_147_483_647;

/** Whether the session may hold this tab's row: a tab it holds already, or one more under MAX_TABS_PER_SESSION. */
async function roomForTab(tx: Db, at: PresenceTab): Promise<boolean> {
  const [row] = await tx.query<{ tabs: number; known: boolean }>(
    `SELECT count(*)::int AS tabs, bool_or(tab = $2) AS known FROM record_presence WHERE session_digest = $1`,
    [at.sessionDigest, at.tab],
  );
  return !row || row.known === true || row.tabs < MAX_TABS_PER_SESSION;
}

/**
 * Writes the tab's row: on `resource`/`recordId`, or on none (null: the tab left), unless the tab's row holds a
 * call numbered `seq` or later. A tab numbers its calls, and they can arrive out of order (an announce still on
 * its way when the page's keepalive leave goes): a late one is ignored rather than undo a newer one. A call
 * without a number (a tab loaded before the server numbered them) is applied as it arrives.
 */
async function writeTab(
  tx: Db,
  at: PresenceTab,
  seq: number | undefined,
  record: { resource: string; recordId: string } | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO record_presence (session_digest, tab, admin_uuid, resource, record_id, seq, expires_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::int, 0), now() + make_interval(secs => $7))
     ON CONFLICT (session_digest, tab) DO UPDATE SET
       admin_uuid = EXCLUDED.admin_uuid, resource = EXCLUDED.resource, record_id = EXCLUDED.record_id,
       seq = coalesce($6::int, record_presence.seq), expires_at = EXCLUDED.expires_at
     WHERE $6::int IS NULL OR record_presence.seq < $6::int`,
    [
      at.sessionDigest,
      at.tab,
      at.adminUuid,
      record?.resource ?? null,
      record?.recordId ?? null,
      seq ?? null,
      PRESENCE_TTL_SECONDS,
    ],
  );
}

/**
 * The tab has `resource`/`recordId` open (its call numbered `seq`): its row is written (or moved there, or kept
 * alive) until the TTL. A move or a first announcement notifies the record's viewers (the table's trigger); a
 * heartbeat does not.
 */
export async function announce(
  db: Db,
  at: PresenceTab,
  seq: number | undefined,
  resource: string,
  recordId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await roomForTab(tx, at))) throw tooManyTabs();
    await writeTab(tx, at, seq, { resource, recordId });
  });
}

/**
 * The tab left its record (the form closed, the tab is going away), with its call numbered `seq`. Its row stays,
 * on no record, until the TTL, so that an announce numbered before the leave and arriving after it is ignored. A
 * session already at MAX_TABS_PER_SESSION keeps no row for a tab it does not hold.
 */
export async function leave(db: Db, at: PresenceTab, seq: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    if (await roomForTab(tx, at)) await writeTab(tx, at, seq, null);
  });
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
