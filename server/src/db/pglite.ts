import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Row } from './index.js';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, root: PGlite | null): Db {
  const db: Db = {
    async query<T = Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // Inside a transaction a nested call joins it (PGlite has no nested transactions).
      if (!root) return fn(db);
      return root.transaction((tx) => fn(wrap(tx, null)));
    },
    async close() {
      if (root) await root.close();
    },
    ...(root
      ? {
          listen: async (channel: string, onNotify: (payload: string) => void) =>
            root.listen(channel, onNotify),
        }
      : {}),
  };
  return db;
}

export interface PgliteDb extends Db {
  /** A dump of the data directory, to start other databases from (test snapshots). */
  dump(): Promise<Blob>;
}

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDb> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return { ...wrap(pg, pg), dump: async () => (await pg.dumpDataDir('none')) as Blob };
}
