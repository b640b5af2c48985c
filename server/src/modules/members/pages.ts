import type { Db } from '../../db/index.js';
import type { SerialisedPagedSource } from '../../http/paginate.js';
import { memberJsonColumns } from './fields.js';

/**
 * The members list (C1) page by page, fast enough for 100 000 members read in 40 pages right after a write or a
 * start (issue 26: the whole collection within 3 s). What a 2 500-row page cost the embedded database at 100 000
 * members, and what it costs now (`npm run bench -- --only listparts`, CPU time; 2026-11-25 on the 2-core machine
 * under load): a count of every member for every page (53 ms), now once per version of the tables; OFFSET skipping
 * the earlier pages (about 100 ms more at the last page), now only for a page asked for out of turn: a page asked
 * for after the one before it starts at that page's end (keyset on the list's index `users_name`); the driver
 * turning 20 columns of 2 500 rows into JavaScript values (235 ms) and JSON.stringify (23 ms), now the database
 * writes each row's JSON and the page arrives as one text (83 ms for all of it). The 40 pages: 10.5 s, now 2.3 s.
 */

const ORDER = 'name COLLATE "C", uuid';

/** Where a page ended: the sort key of its last row. */
interface PageEnd {
  name: string | null;
  uuid: string;
}

/** What is known of one version of the members' tables: how many there are, and where pages read so far ended. */
interface Known {
  version: string;
  count?: Promise<number>;
  /** By `${limit}:${page}`: undefined for a page that had no rows, null when its read failed. */
  ends: Map<string, Promise<PageEnd | undefined | null>>;
}

const knownOf = new WeakMap<Db, Known>();

/**
 * The users rows of one page, in the list's order (NULL names last, as ORDER BY puts them), starting after the
 * previous page's end: none when that page had no rows, by OFFSET when its end is not known (null).
 */
function pageRows(limit: number, offset: number, after: PageEnd | undefined | null) {
  if (offset === 0) return { sql: `SELECT * FROM users ORDER BY ${ORDER} LIMIT $1`, params: [limit] };
  if (after === null) {
    return { sql: `SELECT * FROM users ORDER BY ${ORDER} LIMIT $1 OFFSET $2`, params: [limit, offset] };
  }
  if (after === undefined) return { sql: 'SELECT * FROM users WHERE false LIMIT $1', params: [limit] };
  if (after.name === null) {
    return {
      sql: `SELECT * FROM users WHERE name IS NULL AND uuid > $2 ORDER BY ${ORDER} LIMIT $1`,
      params: [limit, after.uuid],
    };
  }
  // The rows after the end by the index, then the rows without a name, which sort after every name.
  return {
    sql: `(SELECT * FROM users WHERE (name COLLATE "C", uuid) > ($2, $3) ORDER BY ${ORDER} LIMIT $1)
          UNION ALL (SELECT * FROM users WHERE name IS NULL ORDER BY ${ORDER} LIMIT $1)`,
    params: [limit, after.name, after.uuid],
  };
}

const MEMBER_ORDER = 'm.name COLLATE "C", m.uuid';

/** One page as the JSON text of its rows (the list's elements, comma-separated) and where it ended. */
async function readPage(db: Db, rows: { sql: string; params: unknown[] }) {
  const [page] = await db.query<{ json: string | null; lastName: string | null; lastUuid: string | null }>(
    `SELECT string_agg(row_to_json(m)::text, ',' ORDER BY ${MEMBER_ORDER}) AS json,
       (array_agg(m.name ORDER BY ${MEMBER_ORDER}))[count(*)] AS "lastName",
       (array_agg(m.uuid ORDER BY ${MEMBER_ORDER}))[count(*)] AS "lastUuid"
     FROM (
       SELECT ${memberJsonColumns('u')},
         CASE WHEN p.uuid IS NULL THEN '[]' ELSE '[{"colour":' || to_json(p.colour)::text || '}]' END::json
           AS "Package"
       FROM (SELECT * FROM (${rows.sql}) page ORDER BY ${ORDER} LIMIT $1) u
       LEFT JOIN packages p ON p.uuid = u.package ->> 'uuid'
     ) m`,
    rows.params,
  );
  const end = page?.lastUuid ? { name: page.lastName, uuid: page.lastUuid } : undefined;
  return { json: page?.json ?? '', end };
}

/**
 * The members list as a serialised paged source at `version` (the versions of users and packages the answer is
 * kept under): pages asked for one after another (the app reads 1, then 2–5 together…) each start where the
 * previous one ended, also while that one is still being read.
 */
export function memberPages(db: Db, version: string): SerialisedPagedSource {
  let known = knownOf.get(db);
  if (known?.version !== version) {
    known = { version, ends: new Map() };
    knownOf.set(db, known);
  }
  const state = known;
  return {
    count: () =>
      (state.count ??= db
        .query<{ n: number }>('SELECT count(*)::int AS n FROM users')
        .then(([row]) => row?.n ?? 0)),
    async slice(limit, offset) {
      const page = offset / limit + 1;
      const previous = offset > 0 ? state.ends.get(`${limit}:${page - 1}`) : undefined;
      const read = (async () => {
        const after = previous ? await previous : null;
        return readPage(db, pageRows(limit, offset, after));
      })();
      state.ends.set(
        `${limit}:${page}`,
        read.then(
          (result) => result.end,
          () => null,
        ),
      );
      return `[${(await read).json}]`;
    },
  };
}
