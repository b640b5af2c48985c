import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/index';
import { migrate } from '../../server/src/db/migrate';
import { BOOKKEEPING_TABLES, tableVersionReader } from '../../server/src/db/tableVersions';
import { openMigratedDatabase, type TestDatabase } from './migratedDatabase';

const MIGRATIONS = path.resolve('server/src/db/migrations');

let database: TestDatabase;
let db: Db;
let versions: ReturnType<typeof tableVersionReader>;

beforeAll(async () => {
  database = await openMigratedDatabase();
  db = database.db;
  versions = tableVersionReader(db);
});
afterAll(() => database.drop());

const versionOf = async (table: string) => Number((await versions([table])).split(':')[1]);

/** The tables of the schema and whether each has the version trigger. */
async function triggers(on: Db) {
  const rows = await on.query<{ table_name: string; versioned: boolean }>(
    `SELECT c.relname AS table_name,
       EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'table_version_bump') AS versioned
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
  );
  return new Map(rows.map((row) => [row.table_name, row.versioned]));
}

describe('per-table change versions kept by the database', () => {
  it('puts the trigger on every data table and none on the bookkeeping tables', async () => {
    const tables = await triggers(db);
    expect(tables.size).toBeGreaterThan(20);
    for (const [table, versioned] of tables) {
      expect({ table, versioned }).toEqual({ table, versioned: !BOOKKEEPING_TABLES.includes(table) });
    }
  });

  it('bumps a table once per writing statement, whatever wrote it, and leaves other tables alone', async () => {
    const faqs = await versionOf('faqs');
    const users = await versionOf('users');
    await db.query("INSERT INTO faqs (uuid, question, answer) VALUES ('f1', 'Q?', 'A'), ('f2', 'Q2?', 'B')");
    expect(await versionOf('faqs')).toBe(faqs + 1);
    // A data-modifying CTE under a SELECT, and a write inside a function: no SQL text says "write".
    await db.query("WITH changed AS (UPDATE faqs SET answer = 'C' RETURNING 1) SELECT count(*) FROM changed");
    expect(await versionOf('faqs')).toBe(faqs + 2);
    await db.exec(
      `CREATE FUNCTION test_forget_faq(faq text) RETURNS void LANGUAGE sql AS $$ DELETE FROM faqs WHERE uuid = faq $$`,
    );
    await db.query("SELECT test_forget_faq('f1')");
    expect(await versionOf('faqs')).toBe(faqs + 3);
    // Another connection, as psql or another tool would write.
    const other = await database.other();
    await other.query("UPDATE faqs SET question = 'Other?' WHERE uuid = 'f2'");
    await other.exec('TRUNCATE faqs');
    expect(await versionOf('faqs')).toBe(faqs + 5);
    expect(await versionOf('users')).toBe(users);
  });

  it('does not bump for reads, and not for a write that rolls back', async () => {
    const before = await versions(['faqs', 'users']);
    await db.query('SELECT * FROM faqs');
    await db.transaction((tx) => tx.query('SELECT * FROM users FOR UPDATE'));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO faqs (uuid, question, answer) VALUES ('f3', 'Q?', 'A')");
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await versions(['faqs', 'users'])).toBe(before);
  });

  it('shows the new version together with the rows it stands for, at commit', async () => {
    const before = await versionOf('faqs');
    const other = await database.other();
    let seenInside = -1;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO faqs (uuid, question, answer) VALUES ('f4', 'Q?', 'A')");
      // Another connection still sees the old version (PGlite has one connection: it sees its own write).
      if (other !== db) seenInside = Number((await tableVersionReader(other)(['faqs'])).split(':')[1]);
    });
    if (other !== db) expect(seenInside).toBe(before);
    expect(await versionOf('faqs')).toBe(before + 1);
  });

  it('names the versions of several tables in one text, in table order', async () => {
    expect(await versions(['users', 'faqs'])).toMatch(/^faqs:\d+,users:\d+$/);
    expect(await versions(['no_such_table'])).toBe('no_such_table:0');
  });

  it('gives a table added by a later migration the trigger too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wa-migrations-'));
    try {
      await cp(MIGRATIONS, dir, { recursive: true });
      await writeFile(
        path.join(dir, '999_later_migration.sql'),
        'CREATE TABLE zz_later_migration_table (id int)',
      );
      expect(await migrate(db, dir)).toEqual(['999_later_migration.sql']);
      expect((await triggers(db)).get('zz_later_migration_table')).toBe(true);
      await db.query('INSERT INTO zz_later_migration_table (id) VALUES (1)');
      expect(await versionOf('zz_later_migration_table')).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
