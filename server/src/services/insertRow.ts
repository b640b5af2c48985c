import type { Db } from '../db/index.js';

/**
 * `INSERT INTO table (col, …) VALUES ($1, …)` for the columns whose value is not undefined (the others take
 * their default, else NULL), as updateRow writes only the changes sent. Table and column names come from the
 * services' own code, never from a request; values are always parameters. With `returning` (a column list),
 * answers the new row.
 */
export async function insertRow<Row = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: Record<string, unknown>,
  returning?: string,
): Promise<Row | undefined> {
  const sent = Object.entries(columns).filter(([, value]) => value !== undefined);
  const names = sent.map(([column]) => column).join(', ');
  const places = sent.map((_, i) => `$${i + 1}`).join(', ');
  const rows = await db.query<Row>(
    `INSERT INTO ${table} (${names}) VALUES (${places})${returning ? ` RETURNING ${returning}` : ''}`,
    sent.map(([, value]) => value),
  );
  return rows[0];
}
