import type { Db } from '../db/index.js';

/**
 * `UPDATE table SET col = $n … WHERE uuid = $1` for the changes whose value is not undefined. Table and column
 * names come from the services' own code, never from a request; values are always parameters. Returns the
 * number of rows changed (0 = unknown uuid). `touch` also sets `updated_at`.
 */
export async function updateRow(
  db: Db,
  table: string,
  uuid: string,
  changes: Record<string, unknown>,
  options: { touch?: Date } = {},
): Promise<number> {
  const params: unknown[] = [uuid];
  const sets = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      params.push(value);
      return `${column} = $${params.length}`;
    });
  if (options.touch) {
    params.push(options.touch);
    sets.push(`updated_at = $${params.length}`);
  }
  if (sets.length === 0) {
    const found = await db.query(`SELECT 1 FROM ${table} WHERE uuid = $1`, [uuid]);
    return found.length;
  }
  const rows = await db.query(
    `UPDATE ${table} SET ${sets.join(', ')} WHERE uuid = $1 RETURNING uuid`,
    params,
  );
  return rows.length;
}
