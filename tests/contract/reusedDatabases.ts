/**
 * PGlite databases for the server and contract tests, kept by the worker from one test file to the next:
 *   - migrated and empty (takeMigratedDatabase), for the area tests (tests/server/areaFixture.ts);
 *   - migrated and seeded from the prepared template (takeSeededDatabase), for the contract tests (harness.ts).
 * Opening PGlite (and migrating) cost 1–2 s of CPU for each of some seventy files (issue 25: `npm test`'s time);
 * putting back a database the last file used costs a few milliseconds.
 *
 *   const { db, release } = await takeSeededDatabase();
 *   …
 *   await release(); // put back as it was taken, and kept for the next file; or closed if the schema was changed
 *
 * When a database is first opened, a copy of every table that has rows is made in the schema `test_pristine`,
 * which the server never reads (its catalogue queries look at the current schema only). Putting it back empties
 * the tables the file wrote and copies their rows back (no trigger fired: the change versions are those of the
 * copy), sets every sequence where it was and resets the session (DISCARD ALL). A file that changed the schema (a
 * function, a table, a trigger) hands back a database that is closed instead of kept.
 *
 * The tables a file wrote are those whose change version (db/tableVersions.ts) moved, and the bookkeeping tables,
 * which have no version: emptying and refilling only those, rather than truncating all thirty, made putting a
 * database back about four times faster (a median of 23 ms instead of 107, some 80 times a run; issue 25:
 * `npm test`'s time).
 */
import type { Db } from '../../server/src/db/index';
import { migrate } from '../../server/src/db/migrate';
import { VERSION_TRIGGER } from '../../server/src/db/tableVersions';
import { openPglite, type PgliteDb } from '../../server/src/db/pglite';
import { openEmptyPglite, readSnapshot } from './template';

const PRISTINE = 'test_pristine';

/** A database as it was first opened: its schema's fingerprint, its tables, and its sequences' positions. */
interface Pristine {
  schema: string;
  tables: string[];
  /** The change version of each table that has one (a table never written since is absent: version 0). */
  versions: Map<string, number>;
  /** The tables without a version (the bookkeeping ones), always put back. */
  unversioned: Set<string>;
  copied: { table: string; columns: string }[];
  sequences: { name: string; at: string | null }[];
}

interface Pool {
  open: () => Promise<PgliteDb>;
  idle: { db: PgliteDb; pristine: Pristine }[];
  opened: number;
}

const pool = (open: Pool['open']): Pool => ({ open, idle: [], opened: 0 });

const pools = {
  migrated: pool(async () => {
    const db = await openEmptyPglite();
    await migrate(db);
    return db;
  }),
  seeded: pool(async () => openPglite(undefined, await readSnapshot())),
};

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

/** The change version of every table written since its version trigger was attached. */
async function tableVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.query<{ name: string; version: number }>(
    'SELECT table_name AS name, version::float8 AS version FROM table_versions',
  );
  return new Map(rows.map((row) => [row.name, row.version]));
}

/** Copies every table that has rows into the schema `test_pristine`; answers what putting it back needs. */
async function keepPristine(db: PgliteDb): Promise<Pristine> {
  const tables = await db.query<{ name: string; columns: string; versioned: boolean }>(
    `SELECT c.relname AS name,
       (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
       EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $1) AS versioned
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY 1`,
    [VERSION_TRIGGER],
  );
  await db.exec(`CREATE SCHEMA ${PRISTINE}`);
  const copied: Pristine['copied'] = [];
  for (const { name, columns } of tables) {
    const [{ any }] = (await db.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM "${name}") AS any`,
    )) as [{ any: boolean }];
    if (!any) continue;
    await db.exec(`CREATE TABLE ${PRISTINE}."${name}" AS SELECT ${columns} FROM "${name}"`);
    copied.push({ table: name, columns });
  }
  const sequences = await db.query<{ name: string; at: string | null }>(
    `SELECT sequencename AS name, last_value::text AS at FROM pg_sequences
     WHERE schemaname = current_schema() ORDER BY 1`,
  );
  return {
    schema: await schemaFingerprint(db),
    tables: tables.map((table) => table.name),
    versions: await tableVersions(db),
    unversioned: new Set(tables.filter((table) => !table.versioned).map((table) => table.name)),
    copied,
    sequences,
  };
}

/** Puts `db` back as it was first opened; false when its schema is not that one any more. */
async function putBack(db: PgliteDb, pristine: Pristine): Promise<boolean> {
  if ((await schemaFingerprint(db)) !== pristine.schema) return false;
  const versions = await tableVersions(db);
  const written = new Set(
    pristine.tables.filter(
      (table) => pristine.unversioned.has(table) || versions.get(table) !== pristine.versions.get(table),
    ),
  );
  await db.exec(
    [
      // Replica: no trigger fires, foreign keys' included, so the tables can be emptied and refilled in any order.
      'SET session_replication_role = replica',
      ...[...written].map((table) => `DELETE FROM "${table}"`),
      ...pristine.copied
        .filter(({ table }) => written.has(table))
        .map(
          ({ table, columns }) =>
            `INSERT INTO "${table}" (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${PRISTINE}."${table}"`,
        ),
      ...pristine.sequences.map(({ name, at }) =>
        at === null ? `ALTER SEQUENCE "${name}" RESTART` : `SELECT setval('"${name}"', ${Number(at)})`,
      ),
      'SET session_replication_role = DEFAULT',
    ].join(';\n'),
  );
  // Alone: DISCARD ALL refuses to run in the transaction a multi-statement exec makes.
  await db.exec('DISCARD ALL');
  return true;
}

async function take(pool: Pool): Promise<{ db: Db; release: () => Promise<void> }> {
  let kept = pool.idle.pop();
  if (!kept) {
    const db = await pool.open();
    pool.opened += 1;
    kept = { db, pristine: await keepPristine(db) };
  }
  const { db, pristine } = kept;
  let released = false;
  return {
    // The server leaves a database it was given open; a test closing this handle only gives it back.
    db: { ...db, close: async () => undefined },
    async release() {
      if (released) return;
      released = true;
      // A database that cannot be put back (a file left it in a state the reset refuses) is not kept either.
      if (await putBack(db, pristine).catch(() => false)) pool.idle.push({ db, pristine });
      else await db.close();
    },
  };
}

export const takeMigratedDatabase = () => take(pools.migrated);
export const takeSeededDatabase = () => take(pools.seeded);

/** How many databases of each kind this worker has opened so far (the reuse's own test). */
export const openedDatabases = () => ({ migrated: pools.migrated.opened, seeded: pools.seeded.opened });
