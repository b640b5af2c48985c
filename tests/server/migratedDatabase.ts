/**
 * A migrated database for a server test: on PGlite, one the worker reuses from file to file
 * (tests/contract/reusedDatabases.ts), given back by `drop`; when TEST_DATABASE_URL names a PostgreSQL server (CI),
 * a new database there, migrated, and dropped again by `drop`.
 */
import type { Db } from '../../server/src/db/index';
import { migrate } from '../../server/src/db/migrate';
import { openPostgres } from '../../server/src/db/postgres';
import { takeMigratedDatabase } from '../contract/reusedDatabases';
import { createDatabaseOnServer } from '../contract/template';

export interface TestDatabase {
  db: Db;
  /** Another connection to the same database, as another tool would open (PGlite has one: the same handle). */
  other: () => Promise<Db>;
  drop: () => Promise<void>;
}

export async function openMigratedDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const { db, release } = await takeMigratedDatabase();
    return { db, other: async () => db, drop: release };
  }
  const { url, drop } = await createDatabaseOnServer(pgUrl, 'wa_migrated');
  const opened: Db[] = [];
  const open = async () => {
    const db = await openPostgres(url);
    opened.push(db);
    return db;
  };
  const db = await open();
  await migrate(db);
  return {
    db,
    other: open,
    async drop() {
      for (const db of opened) await db.close();
      await drop();
    },
  };
}
