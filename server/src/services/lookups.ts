import type { Db } from '../db/index.js';
import { invalid, type FailureShape } from '../http/reply.js';
import { MEMBER_COLUMNS } from '../modules/members/fields.js';
import { PACKAGE_COLUMNS } from '../modules/packages/service.js';

/**
 * The joined arrays the contract's answers carry (`packages`, `User`), read by uuid from the packages/members
 * tables (migration 002), with the columns their own services answer (members never carry the password). A
 * reference to a missing record joins as nothing, so the array is empty (§8).
 */

export type Json = Record<string, unknown>;

/** Maps uuid → rows of `sql` (whose rows have a `uuid`), for the distinct non-empty uuids given. */
async function byUuid(db: Db, sql: string, uuids: (string | null | undefined)[]): Promise<Map<string, Json>> {
  const wanted = [...new Set(uuids.filter((u): u is string => !!u))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<Json>(sql, [wanted]);
  return new Map(rows.map((row) => [row.uuid as string, row]));
}

const packagesByUuid = (db: Db, uuids: (string | null | undefined)[]) =>
  byUuid(db, `SELECT ${PACKAGE_COLUMNS} FROM packages WHERE uuid = ANY($1)`, uuids);

export const membersByUuid = (db: Db, uuids: (string | null | undefined)[]) =>
  byUuid(db, `SELECT ${MEMBER_COLUMNS} FROM users WHERE uuid = ANY($1)`, uuids);

/** The contract's always-an-array join: `[record]` or `[]`. */
export const joined = (map: Map<string, Json>, uuid: unknown): Json[] => {
  const found = typeof uuid === 'string' ? map.get(uuid) : undefined;
  return found ? [found] : [];
};

/** Adds the contract's `packages: [Package]` join to each record, by its `membershipPackage` uuid (one query). */
export async function withJoinedPackage(db: Db, records: Json[]): Promise<Json[]> {
  const packages = await packagesByUuid(
    db,
    records.map((record) => record.membershipPackage as string | null | undefined),
  );
  return records.map((record) => ({ ...record, packages: joined(packages, record.membershipPackage) }));
}

/** Keeps only the named fields of a joined record (e.g. `User: [{name, email, city, country}]`). */
export const pick = (record: Json, fields: readonly string[]): Json =>
  Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));

/** Checks that a referenced package exists; 400 naming the field otherwise. */
export async function requirePackage(db: Db, uuid: string, field: string, shape: FailureShape = 'error') {
  const [row] = await db.query('SELECT uuid FROM packages WHERE uuid = $1', [uuid]);
  if (!row) throw invalid(`"${field}": no package found for this uuid.`, shape);
}

/** Reads a referenced member; 400 naming the field when there is none. */
export async function requireMember(db: Db, uuid: string, field: string, shape: FailureShape = 'error') {
  const [row] = await db.query<{ uuid: string; name: string | null; coverImage: string | null }>(
    'SELECT uuid, name, cover_image AS "coverImage" FROM users WHERE uuid = $1',
    [uuid],
  );
  if (!row) throw invalid(`"${field}": no member found for this uuid.`, shape);
  return row;
}

/** Raw MongoDB result shapes the toggles and deletes answer with (api-contract legend). */
export const updateResult = (n: number) => ({ n, nModified: n, ok: 1 });
export const deleteResult = (n: number) => ({ n, ok: 1, deletedCount: n });
