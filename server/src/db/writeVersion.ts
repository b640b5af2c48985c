import type { Db, Row } from './index.js';

const WRITE = /^\s*(?:WITH\b[\s\S]*?\)\s*)?(INSERT|UPDATE|DELETE|TRUNCATE|ALTER|CREATE|DROP)\b/i;

/** Bumped by every write; in a transaction, once, just before it commits (the row lock is held briefly). */
export const BUMP_DATA_VERSION = `INSERT INTO data_version (id, version) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET version = data_version.version + 1`;
const BUMP = BUMP_DATA_VERSION;
const READ = 'SELECT version::float8 AS version FROM data_version WHERE id = 1';

export interface VersionedDb extends Db {
  /**
   * The database's write version: the `data_version` row that every write of every server instance on this
   * database bumps, in the same transaction as the write. Answers built at an older version are stale.
   */
  version(): Promise<number>;
}

/**
 * Wraps a Db so that every INSERT/UPDATE/DELETE bumps the shared version row: alone, or at the end of the
 * transaction it belongs to, so the new version and the new rows become visible together. Needs the
 * data_version table (migration 008): migrate before wrapping.
 */
export function withWriteVersion(db: Db): VersionedDb {
  const inTransaction = (tx: Db, markWrite: () => void): Db => {
    const joined: Db = {
      async query<T = Row>(sql: string, params?: unknown[]) {
        const rows = await tx.query<T>(sql, params);
        if (WRITE.test(sql)) markWrite();
        return rows;
      },
      async exec(sql: string) {
        await tx.exec(sql);
        markWrite();
      },
      // A nested call joins the transaction.
      transaction: (fn) => fn(joined),
      close: () => tx.close(),
    };
    return joined;
  };
  return {
    async query<T = Row>(sql: string, params?: unknown[]) {
      const rows = await db.query<T>(sql, params);
      if (WRITE.test(sql)) await db.query(BUMP);
      return rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
      await db.query(BUMP);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      return db.transaction(async (tx) => {
        let wrote = false;
        const result = await fn(inTransaction(tx, () => (wrote = true)));
        if (wrote) await tx.query(BUMP);
        return result;
      });
    },
    close: () => db.close(),
    async version() {
      const [row] = await db.query<{ version: number }>(READ);
      return row?.version ?? 0;
    },
  };
}
