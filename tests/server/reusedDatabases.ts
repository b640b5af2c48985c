/**
 * Migrated, empty PGlite databases for the server tests, kept by the worker from one test file to the next.
 * Opening PGlite and migrating cost about 1 s of CPU for each of some fifty files (issue 25: `npm test`'s time);
 * emptying a database the last file used costs a few milliseconds.
 *
 *   const { db, release } = await takeMigratedDatabase();
 *   …
 *   await release(); // emptied and kept for the next file, or closed when the schema was changed
 *
 * A released database is returned to the state migrating leaves: every table emptied (identities restarted, no
 * trigger fired, so the change versions start again from nothing) and the rows the migrations wrote put back, and
 * the session reset (DISCARD ALL). A file that changed the schema (a function, a table, a trigger) hands back a
 * database that is closed instead of kept.
 */
import type { Db, Row } from '../../server/src/db/index';
import { migrate } from '../../server/src/db/migrate';
import type { PgliteDb } from '../../server/src/db/pglite';
import { openEmptyPglite } from '../contract/template';

/** What migrating leaves: the schema's fingerprint and the rows of each table the migrations wrote. */
interface Migrated {
  schema: string;
  tables: string[];
  rows: Map<string, Row[]>;
}

const idle: PgliteDb[] = [];
let migrated: Promise<Migrated> | null = null;
let opened = 0;

/** How many databases this worker has opened so far (the reuse's own test). */
export const openedDatabases = () => opened;

/** Everything a test file could add to or change in the schema, as one text to compare. */
async function schemaFingerprint(db: Db): Promise<string> {
  const [row] = await db.query<{ schema: string }>(
    `SELECT md5(string_agg(item, ',' ORDER BY item)) AS schema FROM (
       SELECT 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text AS item
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
       UNION ALL
       SELECT 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || a.atttypid::regtype::text
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND a.attnum > 0
           AND NOT a.attisdropped
       UNION ALL
       SELECT 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
       UNION ALL
       SELECT 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text
         FROM pg_trigger t WHERE NOT t.tgisinternal
     ) items`,
  );
  return row!.schema;
}

async function describeMigrated(db: Db): Promise<Migrated> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY 1`,
    )
  ).map((table) => table.name);
  const rows = new Map<string, Row[]>();
  for (const table of tables) {
    const written = await db.query(`SELECT * FROM "${table}"`);
    if (written.length > 0) rows.set(table, written);
  }
  return { schema: await schemaFingerprint(db), tables, rows };
}

async function openMigrated(): Promise<PgliteDb> {
  const db = await openEmptyPglite();
  opened += 1;
  await migrate(db);
  migrated ??= describeMigrated(db);
  await migrated;
  return db;
}

/** Empties `db` back to what migrating leaves; false when its schema is not the migrated one any more. */
async function emptied(db: PgliteDb): Promise<boolean> {
  const { schema, tables, rows } = await migrated!;
  if ((await schemaFingerprint(db)) !== schema) return false;
  await db.exec(
    `SET session_replication_role = replica;
     TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY;`,
  );
  for (const [table, written] of rows) {
    const columns = Object.keys(written[0]!);
    for (const row of written) {
      await db.query(
        `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) OVERRIDING SYSTEM VALUE
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((column) => row[column]),
      );
    }
  }
  await db.exec('SET session_replication_role = DEFAULT');
  // Alone: DISCARD ALL refuses to run in the transaction a multi-statement exec makes.
  await db.exec('DISCARD ALL');
  return true;
}

export async function takeMigratedDatabase(): Promise<{ db: Db; release: () => Promise<void> }> {
  const db = idle.pop() ?? (await openMigrated());
  let released = false;
  return {
    // The server leaves a database it was given open; a test closing this handle only gives it back.
    db: { ...db, close: async () => undefined },
    async release() {
      if (released) return;
      released = true;
      if (await emptied(db)) idle.push(db);
      else await db.close();
    },
  };
}
