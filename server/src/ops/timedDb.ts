import type { Db, Row } from '../db/index.js';
import type { Metrics } from './metrics.js';

/**
 * Wraps a Db so that every statement's time reaches the metrics, transactions included (each statement inside one
 * is timed on its own; the transaction itself is not a statement). Wraps the opened database once, under every
 * other wrapper, so what is timed is what the database did.
 */
export function withQueryTiming(db: Db, metrics: Metrics): Db {
  const timed = async <T>(kind: 'query' | 'exec', run: () => Promise<T>): Promise<T> => {
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    try {
      const result = await run();
      metrics.query(kind, 'ok', seconds());
      return result;
    } catch (error) {
      metrics.query(kind, 'error', seconds());
      throw error;
    }
  };
  return {
    query: <T = Row>(sql: string, params?: unknown[]) => timed('query', () => db.query<T>(sql, params)),
    exec: (sql: string) => timed('exec', () => db.exec(sql)),
    transaction: (fn) => db.transaction((tx) => fn(withQueryTiming(tx, metrics))),
    close: () => db.close(),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
  };
}
