import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/index';
import { migrate } from '../../server/src/db/migrate';
import { openEmptyPglite } from '../contract/template';
import { openedDatabases, takeMigratedDatabase } from './reusedDatabases';

/** Every table's rows, every sequence's state and the session's time zone: what a test file could leave behind. */
async function contents(db: Db) {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    const all = await db.query(`SELECT * FROM "${name}"`);
    // When a migration ran differs from one database to the next; what it wrote does not.
    rows[name] = name === 'schema_migrations' ? all.map((row) => row.name) : all;
  }
  const sequences = await db.query(
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
  );
  const [{ TimeZone }] = (await db.query<{ TimeZone: string }>('SHOW timezone')) as [{ TimeZone: string }];
  return { rows, sequences, TimeZone };
}

describe('migrated databases reused from one server test file to the next', () => {
  it('gives a used database back as a newly migrated one is, without opening another', async () => {
    const fresh = await openEmptyPglite();
    await migrate(fresh);
    const expected = await contents(fresh);
    await fresh.close();

    const used = await takeMigratedDatabase();
    await used.db.query(`INSERT INTO revoked_tokens (token_digest, expires_at) VALUES ('d', now())`);
    await used.db.query(`SELECT nextval('event_speakers_id_seq')`);
    await used.db.query('UPDATE activity_count SET n = 5');
    await used.db.exec(`SET timezone = 'Asia/Tokyo'`);
    expect((await contents(used.db)).rows.table_versions).not.toEqual([]);
    await used.release();

    const before = openedDatabases();
    const next = await takeMigratedDatabase();
    expect(openedDatabases()).toBe(before);
    expect(await contents(next.db)).toEqual(expected);
    await next.release();
  });

  it('closes a database whose schema a test changed, and opens a new one for the next file', async () => {
    const changed = await takeMigratedDatabase();
    await changed.db.exec('CREATE FUNCTION test_left_behind() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$');
    await changed.release();

    const next = await takeMigratedDatabase();
    const [left] = await next.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'test_left_behind'`,
    );
    expect(left!.n).toBe(0);
    await next.release();
  });
});
