/**
 * An empty database for a server test: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server (CI),
 * a new database there, dropped again by `drop`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../server/src/db/index';
import { openPostgres } from '../../server/src/db/postgres';
import { openEmptyPglite, withDatabase } from '../contract/template';

export interface EmptyDatabase {
  db: Db;
  /** Another connection to the same database, as another tool would open (PGlite has one: the same handle). */
  other: () => Promise<Db>;
  drop: () => Promise<void>;
}

export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const db = await openEmptyPglite();
    return { db, other: async () => db, drop: () => db.close() };
  }
  const name = `wa_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(pgUrl, name);
  const opened: Db[] = [];
  const open = async () => {
    const db = await openPostgres(url);
    opened.push(db);
    return db;
  };
  return {
    db: await open(),
    other: open,
    async drop() {
      for (const db of opened) await db.close();
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
