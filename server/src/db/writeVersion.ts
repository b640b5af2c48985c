import type { Db, Row } from './index.js';

const WRITE = /^\s*(?:WITH\b[\s\S]*?\)\s*)?(INSERT|UPDATE|DELETE|TRUNCATE|ALTER|CREATE|DROP)\b/i;

export interface VersionedDb extends Db {
  /** Grows with every write statement, so answers built from the database can tell they are stale. */
  version(): number;
}

/** Wraps a Db so that every INSERT/UPDATE/DELETE (in or out of a transaction) bumps a version counter. */
export function withWriteVersion(db: Db): VersionedDb {
  let version = 0;
  const wrap = (inner: Db, onWrite: () => void): Db => ({
    async query<T = Row>(sql: string, params?: unknown[]) {
      const rows = await inner.query<T>(sql, params);
      if (WRITE.test(sql)) onWrite();
      return rows;
    },
    async exec(sql: string) {
      await inner.exec(sql);
      onWrite();
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      let wrote = false;
      const markWrite = () => {
        wrote = true;
        onWrite();
      };
      try {
        return await inner.transaction((tx) => fn(wrap(tx, markWrite)));
      } finally {
        // Again at commit or rollback: an answer built while the transaction was open saw the old rows.
        if (wrote) onWrite();
      }
    },
    close: () => inner.close(),
  });
  return {
    ...wrap(db, () => {
      version++;
    }),
    version: () => version,
  };
}
