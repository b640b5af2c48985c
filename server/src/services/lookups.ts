import type { Db } from '../db/index.js';

/**
 * The joined arrays the contract's answers carry (`packages`, `User`: each module reads its own records by uuid,
 * modules/packages/lookups.ts, modules/members/lookups.ts) and the raw results of toggles and deletes. A reference
 * to a missing record joins as nothing, so the array is empty (§8).
 */

export type Json = Record<string, unknown>;

/** Maps uuid → rows of `sql` (whose rows have a `uuid`), for the distinct non-empty uuids given. */
export async function byUuid(
  db: Db,
  sql: string,
  uuids: (string | null | undefined)[],
): Promise<Map<string, Json>> {
  const wanted = [...new Set(uuids.filter((u): u is string => !!u))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<Json>(sql, [wanted]);
  return new Map(rows.map((row) => [row.uuid as string, row]));
}

/** The contract's always-an-array join: `[record]` or `[]`. */
export const joined = (map: Map<string, Json>, uuid: unknown): Json[] => {
  const found = typeof uuid === 'string' ? map.get(uuid) : undefined;
  return found ? [found] : [];
};

/** Keeps only the named fields of a joined record (e.g. `User: [{name, email, city, country}]`). */
export const pick = (record: Json, fields: readonly string[]): Json =>
  Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));

/** Raw MongoDB result shapes the toggles and deletes answer with (api-contract legend). */
export const updateResult = (n: number) => ({ n, nModified: n, ok: 1 });
export const deleteResult = (n: number) => ({ n, ok: 1, deletedCount: n });
