/**
 * The one storage interface the services use: PGlite (embedded PostgreSQL, default) or a real PostgreSQL
 * server (DATABASE_URL). One SQL dialect; parameters are always `$1, $2…`, never string-built.
 */
export type Row = Record<string, unknown>;

export interface Db {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; inside it, `tx` is the transaction (nested calls join it). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTENs on `channel` for this database's NOTIFYs, from any session (another server instance included);
   * resolves with the function that stops listening. Absent on a transaction's handle.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

interface OpenDbOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump (tests start from a prepared snapshot). */
  loadDataDir?: Blob;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir, options.loadDataDir);
}
