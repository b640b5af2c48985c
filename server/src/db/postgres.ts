import pg from 'pg';
import type { Db, Row } from './index.js';

// Return numeric and bigint columns as JS numbers, as PGlite does for the types we use.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client, pool: pg.Pool | null): Db {
  const db: Db = {
    async query<T = Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (!pool) return fn(db);
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(wrap(conn, null));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    async close() {
      if (pool) await pool.end();
    },
  };
  return db;
}

export async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ended (a restart, pg_terminate_backend, a dropped database): the pool forgets it
  // and connects anew when needed; unheard, the error would end the process.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
