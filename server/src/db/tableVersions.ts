import type { Db } from './index.js';

/**
 * Per-table change versions, kept by the database (migration 012): a statement-level trigger on every data table
 * bumps the table's row of `table_versions` in the writing transaction, so a write is seen however it was made
 * (this server, another instance on the same database, a data-modifying CTE, a function, another tool). An answer
 * built from some tables is fresh while their versions are unchanged; a write elsewhere leaves it alone.
 */

/** The trigger's name on each table. */
export const VERSION_TRIGGER = 'table_version_bump';

/** Tables whose writes are bookkeeping, not data: the migration log and the versions themselves. */
export const BOOKKEEPING_TABLES: readonly string[] = ['schema_migrations', 'table_versions'];

/**
 * Attaches the version trigger to every table of the schema that lacks it (bookkeeping tables excepted); the
 * migration runner calls it after migrating, so a table a later migration adds is versioned too. Answers the
 * tables it attached the trigger to.
 */
export async function attachVersionTriggers(db: Db): Promise<string[]> {
  const missing = await db.query<{ table_name: string; ddl: string }>(
    `SELECT c.relname AS table_name,
       format('CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
               FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version()', $1::text, c.relname) AS ddl
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relname::text = ANY($2)
       AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $1)
     ORDER BY c.relname`,
    [VERSION_TRIGGER, BOOKKEEPING_TABLES],
  );
  for (const { ddl } of missing) await db.exec(ddl);
  return missing.map((table) => table.table_name);
}

/**
 * The versions of some tables, as one comparable text (`packages:3,users:41`); a table never written since its
 * trigger was attached is at 0. Where versions come from is this one function: a later change stream (issue 29,
 * LISTEN/NOTIFY from the same trigger) can hold them in memory instead of reading them per request.
 */
export type TableVersionReader = (tables: readonly string[]) => Promise<string>;

export function tableVersionReader(db: Db): TableVersionReader {
  return async (tables) => {
    const rows = await db.query<{ table_name: string; version: number }>(
      'SELECT table_name, version::float8 AS version FROM table_versions WHERE table_name = ANY($1)',
      [tables],
    );
    const versions = new Map(rows.map((row) => [row.table_name, row.version]));
    return [...tables]
      .sort()
      .map((table) => `${table}:${versions.get(table) ?? 0}`)
      .join(',');
  };
}
