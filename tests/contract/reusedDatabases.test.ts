import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/index';
import { migrate } from '../../server/src/db/migrate';
import { openPglite } from '../../server/src/db/pglite';
import { openedDatabases, takeMigratedDatabase, takeSeededDatabase } from './reusedDatabases';
import { openEmptyPglite, readSnapshot } from './template';

/**
 * Every table's rows (in a stable order), every sequence's position and the session's time zone: what a test file
 * could leave behind.
 */
async function contents(db: Db) {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    const all = await db.query(`SELECT * FROM "${name}" ORDER BY 1`);
    // When a migration ran differs from one database to the next; what it wrote does not.
    rows[name] = name === 'schema_migrations' ? all.map((row) => row.name) : all;
  }
  const sequences = await db.query(
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
  );
  const [{ TimeZone }] = (await db.query<{ TimeZone: string }>('SHOW timezone')) as [{ TimeZone: string }];
  return { rows, sequences, TimeZone };
}

/** Writes of every kind a test file makes: rows added, changed and removed, a sequence moved, a session setting. */
async function use(db: Db) {
  await db.query(`INSERT INTO revoked_tokens (token_digest, expires_at) VALUES ('d', now())`);
  await db.query(`SELECT nextval('event_speakers_id_seq')`);
  await db.query('UPDATE activity_count SET n = n + 5');
  await db.query('DELETE FROM schema_migrations WHERE name = (SELECT min(name) FROM schema_migrations)');
  await db.exec(`SET timezone = 'Asia/Tokyo'`);
}

// PGlite's: with TEST_DATABASE_URL the template is a PostgreSQL database, which each file copies (harness.ts).
describe.skipIf(process.env.TEST_DATABASE_URL).each([
  {
    kind: 'migrated' as const,
    take: takeMigratedDatabase,
    open: async () => {
      const db = await openEmptyPglite();
      await migrate(db);
      return db;
    },
  },
  {
    kind: 'seeded' as const,
    take: takeSeededDatabase,
    open: async () => openPglite(undefined, await readSnapshot()),
  },
])('$kind databases reused from one test file to the next', ({ kind, take, open }) => {
  it('gives a used database back as a newly opened one is, without opening another', async () => {
    const fresh = await open();
    const expected = await contents(fresh);
    await fresh.close();

    const used = await take();
    await use(used.db);
    expect(await contents(used.db)).not.toEqual(expected);
    await used.release();

    const before = openedDatabases()[kind];
    const next = await take();
    expect(openedDatabases()[kind]).toBe(before);
    expect(await contents(next.db)).toEqual(expected);
    await next.release();
  });

  it('closes a database a file left in the middle of a transaction instead of keeping it', async () => {
    const left = await take();
    await left.db.exec('BEGIN');
    await left.db.query(`INSERT INTO revoked_tokens (token_digest, expires_at) VALUES ('left', now())`);
    await left.release();
    await expect(left.db.query('SELECT 1')).rejects.toThrow();

    const next = await take();
    expect(await next.db.query(`SELECT 1 FROM revoked_tokens WHERE token_digest = 'left'`)).toEqual([]);
    await next.release();
  });

  it('closes a database whose schema a test changed, and opens a new one for the next file', async () => {
    const changed = await take();
    await changed.db.exec('CREATE FUNCTION test_left_behind() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$');
    await changed.release();

    const next = await take();
    const [left] = await next.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'test_left_behind'`,
    );
    expect(left!.n).toBe(0);
    await next.release();
  });
});
