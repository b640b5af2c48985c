import type { Db } from '../db/index.js';
import { currentActor } from '../http/activityActor.js';

/** What the log says was done. */
export type ActivityAction =
  | 'create'
  | 'update'
  | 'status'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'notify'
  | 'upload'
  | 'signIn'
  | 'signInFailed'
  | 'passwordReset'
  | 'passwordResetRequested'
  | 'profile';

/** A record as the API answers it (any object type; read as field → value). */
type Snapshot = object | null | undefined;

interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

interface ActivityInput {
  action: ActivityAction;
  resource: string;
  recordId?: string | null;
  label?: string | null;
  /** The record as the API answers it before the write (absent for a create). */
  before?: Snapshot;
  /** The record after the write (absent for a delete). */
  after?: Snapshot;
  /** Who, when the request has no signed-in admin yet (sign-ins). */
  actor?: { adminUuid?: string | null; email?: string | null };
}

/** Never recorded, whatever the record holds: passwords, their hashes, tokens and reset links. */
const SECRET = /pass(word)?|hash|token|secret|reset/i;
/** A yes/no the profile records instead of the password itself. */
const PASSWORD_CHANGED = 'passwordChanged';
/** Bookkeeping that changes on every write and says nothing to a reader. */
const NOISE = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at', 'uuid', 'id']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between `before` and `after`, secrets and bookkeeping left out. */
function changedFields(beforeRecord: Snapshot, afterRecord: Snapshot): FieldChange[] {
  const before = beforeRecord as Record<string, unknown> | null | undefined;
  const after = afterRecord as Record<string, unknown> | null | undefined;
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .filter((field) => field === PASSWORD_CHANGED || (!SECRET.test(field) && !NOISE.has(field)))
    .filter((field) => !same(before?.[field], after?.[field]))
    .sort()
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

/** A readable name of a record: its name, title or email, whichever it has. */
/** The fields that name a record in the log, the first one holding a text winning (a resource may name its own). */
const NAME_FIELDS = ['name', 'title', 'code', 'question', 'email'];

function labelOf(snapshot: Snapshot, fields: readonly string[] = NAME_FIELDS): string | null {
  const record = snapshot as Record<string, unknown> | null | undefined;
  for (const key of fields) {
    const value = record?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/**
 * Writes one log entry with `db` — pass the write's transaction so the entry commits (or not) with it. The admin
 * is the request's (or `input.actor`), its email read in the same statement.
 */
export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  const adminUuid = input.actor?.adminUuid ?? currentActor().adminUuid ?? null;
  const changes = changedFields(input.before, input.after);
  await db.query(
    `INSERT INTO activity (admin_uuid, admin_email, action, resource, record_id, label, changes)
     VALUES ($1, COALESCE($2, (SELECT email FROM admins WHERE uuid = $1)), $3, $4, $5, $6, $7)`,
    [
      adminUuid,
      input.actor?.email ?? null,
      input.action,
      input.resource,
      input.recordId ?? null,
      input.label ?? labelOf(input.after) ?? labelOf(input.before),
      JSON.stringify(changes),
    ],
  );
}

/** AUDIT_RETENTION_DAYS: deletes the entries older than `days` before `now`; returns how many went. */
export async function pruneActivity(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const rows = await db.query('DELETE FROM activity WHERE at < $1 RETURNING id', [cutoff]);
  return rows.length;
}

/** A write to one record as its log entry sees it. */
export interface RecordedWrite {
  action: ActivityAction;
  resource: string;
  recordId: string;
  label?: string | null;
  /** The record's field naming it in the log, when none of NAME_FIELDS does (a tip's `tipTitle`). */
  nameField?: string;
  /** The record as the API answers it, read inside the write's transaction. */
  read: (tx: Db) => Promise<Snapshot>;
}

/**
 * Runs `write` in one transaction with its log entry: the record is read before the write (not for a create)
 * and after it (not for a delete), so the entry holds the fields that changed. A write that throws leaves no
 * entry.
 */
export function recordedWrite<T>(db: Db, entry: RecordedWrite, write: (tx: Db) => Promise<T>): Promise<T> {
  const { read, nameField, ...logged } = entry;
  return db.transaction(async (tx) => {
    const before = entry.action === 'create' ? undefined : await read(tx);
    const result = await write(tx);
    const after = entry.action === 'delete' ? undefined : await read(tx);
    const named = nameField ? (labelOf(after, [nameField]) ?? labelOf(before, [nameField])) : undefined;
    await recordActivity(tx, { ...logged, label: logged.label ?? named ?? undefined, before, after });
    return result;
  });
}

/**
 * The recorded writes of one resource (`recordedWrite` with its name and its read filled in): a service calls
 * `write(ctx, action, uuid, fn)` and the entry reads the record by `uuid` before and after `fn`. `nameField` is
 * the record's field that names it in the log, when it is none of `name`, `title`, `code`, `question`, `email`.
 */
export const recordedWritesOf =
  (resource: string, read: (tx: Db, uuid: string) => Promise<Snapshot>, nameField?: string) =>
  <T>(ctx: { db: Db }, action: ActivityAction, uuid: string, write: (tx: Db) => Promise<T>): Promise<T> =>
    recordedWrite(
      ctx.db,
      { action, resource, recordId: uuid, nameField, read: (tx) => read(tx, uuid) },
      write,
    );

/** 'status' for a toggle (a write that sends only `uuid` and its status field), else 'update'. */
export function updateOrStatus(fields: object, statusField: string): ActivityAction {
  const sent = Object.keys(fields).filter((field) => field !== 'uuid');
  return sent.length === 1 && sent[0] === statusField ? 'status' : 'update';
}
