import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Row } from './index.js';

/**
 * A record's version, answered as its ETag: the md5 of its row as PostgreSQL prints it (`row::text`), quoted.
 * Chosen over a version column bumped by a trigger: it changes with any change of the row whoever makes it (this
 * server, another instance, psql, a seed), needs no column that `SELECT *` answers would carry to clients, and
 * two reads of an unchanged row agree. `table` comes from the route table of versioned records (code), never
 * from a request.
 */
export async function rowVersion(db: Db, table: string, uuid: string, lock = false): Promise<string | null> {
  const [row] = await db.query<{ version: string }>(
    `SELECT md5(t::text) AS version FROM ${table} t WHERE t.uuid = $1${lock ? ' FOR UPDATE' : ''}`,
    [uuid],
  );
  return row ? `"${row.version}"` : null;
}

/**
 * Every row's version of a table, by uuid: the versions a list answers beside its rows where the contract has no
 * single-record view (a route with `config: listsRecords(…)`, http/recordVersions.ts). Read before the list's rows are: a write in between makes the
 * next save at that version conflict, never pass.
 */
export async function rowVersions(db: Db, table: string): Promise<Map<string, string>> {
  const rows = await db.query<{ uuid: string; version: string }>(
    `SELECT t.uuid, md5(t::text) AS version FROM ${table} t`,
  );
  return new Map(rows.map((row) => [row.uuid, `"${row.version}"`]));
}

/** The record one request reads or changes, and the versions it was sent and answered with. */
export interface VersionedRequest {
  table: string;
  /** The record's uuid, once known (the JSON body's, a multipart body's once read, or the signed-in admin's). */
  uuid?: string;
  /** The entity tags of `If-Match`; undefined when none was sent (or `*`): the write is not checked. */
  expected?: string[];
  /** The version the answer carries: read before a view is built, or inside the write's transaction. */
  answered?: string;
}

/** A write whose `If-Match` names another version than the record's. */
export class VersionConflict extends Error {
  constructor(
    readonly table: string,
    readonly uuid: string,
  ) {
    super(`${table} ${uuid} changed since it was read`);
  }
}

const storage = new AsyncLocalStorage<VersionedRequest>();

/** Runs `next` (the route's handler) with `state` as the request's versioned record. */
export const runVersioned = (state: VersionedRequest, next: () => void) => storage.run(state, next);

/**
 * Refuses a request whose If-Match is already stale as soon as its record is known, before its body is
 * validated: the admin learns of the other's change first. The write's own check (withVersionChecks) still decides.
 */
export async function refuseStale(db: Db, state: VersionedRequest): Promise<void> {
  if (!state.expected || state.uuid === undefined) return;
  const current = await rowVersion(db, state.table, state.uuid);
  if (current !== null && !state.expected.includes(current))
    throw new VersionConflict(state.table, state.uuid);
}

/**
 * Wraps a Db so that the first write transaction of a request carrying `If-Match` first locks its record's row
 * and compares versions: a stale one throws VersionConflict before anything is written. The check and the write
 * are one transaction holding the row lock, so two administrators saving the same version at once (on one
 * instance or two on one PostgreSQL) get one success and one conflict. The version after the write is read in
 * the same transaction, so the ETag answered is the version of what this request wrote.
 */
export function withVersionChecks(db: Db): Db {
  return {
    query: <T = Row>(sql: string, params?: unknown[]) => db.query<T>(sql, params),
    exec: (sql: string) => db.exec(sql),
    close: () => db.close(),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const state = storage.getStore();
      const uuid = state?.uuid;
      if (!state || uuid === undefined) return db.transaction(fn);
      return db.transaction(async (tx) => {
        const { expected } = state;
        if (expected) {
          // Checked once per request: a later transaction of the same request is its own write.
          state.expected = undefined;
          const current = await rowVersion(tx, state.table, uuid, true);
          if (current !== null && !expected.includes(current)) throw new VersionConflict(state.table, uuid);
        }
        const result = await fn(tx);
        state.answered = (await rowVersion(tx, state.table, uuid)) ?? undefined;
        return result;
      });
    },
  };
}
