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
  return { ...wrap(pool, pool), listen: (channel, onNotify) => listenOn(databaseUrl, channel, onNotify) };
}

const RECONNECT_MS = 1000;

/**
 * LISTEN holds its session: one connection of its own, outside the pool. A lost connection (a restart, a network
 * cut) is opened again after a second; what was notified meanwhile is not heard (the stream's clients resume from
 * the activity log, see routes/changes.ts).
 */
async function listenOn(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!stopped) retry();
    });
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    client = next;
  };
  const retry = () => {
    setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
