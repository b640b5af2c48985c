import type { Db } from '../../db/index.js';
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
 * After a write, a kept page is served if its fingerprint is unchanged: reading the 40 fingerprints took 0.4 s
 * against 3.3 s for building the 40 pages (2026-11-26, idle), so one member edited costs one page's build.
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

/** The columns a page's rows are read with: every column for its JSON, or only what its fingerprint needs. */
const ALL_COLUMNS = '*, xmin AS row_xmin';
const FINGERPRINT_COLUMNS = 'uuid, name, xmin AS row_xmin';

/**
 * The users rows of one page, in the list's order (NULL names last, as ORDER BY puts them), starting after the
 * previous page's end: none when that page had no rows, by OFFSET when its end is not known (null).
 */
function pageRows(columns: string, limit: number, offset: number, after: PageEnd | undefined | null) {
  const from = `SELECT ${columns} FROM users`;
  if (offset === 0) return { sql: `${from} ORDER BY ${ORDER} LIMIT $1`, params: [limit] };
  if (after === null) {
    return { sql: `${from} ORDER BY ${ORDER} LIMIT $1 OFFSET $2`, params: [limit, offset] };
  }
  if (after === undefined) return { sql: `${from} WHERE false LIMIT $1`, params: [limit] };
  if (after.name === null) {
    return {
      sql: `${from} WHERE name IS NULL AND uuid > $2 ORDER BY ${ORDER} LIMIT $1`,
      params: [limit, after.uuid],
    };
  }
  // The rows after the end by the index, then the rows without a name, which sort after every name.
  return {
    sql: `(${from} WHERE (name COLLATE "C", uuid) > ($2, $3) ORDER BY ${ORDER} LIMIT $1)
          UNION ALL (${from} WHERE name IS NULL ORDER BY ${ORDER} LIMIT $1)`,
    params: [limit, after.name, after.uuid],
  };
}

const ROW_ORDER = 'r.name COLLATE "C", r.uuid';

/**
 * What a page's answer is made of, as SQL over its rows `r` (with `row_xmin`): which row versions, in which order
 * (a row's xmin changes with every write of it, whoever makes it), and the packages' version, whose colours the
 * page shows. Its end is where the next page starts.
 */
const PAGE_FINGERPRINT = `md5(string_agg(r.uuid || ':' || r.row_xmin::text, ',' ORDER BY ${ROW_ORDER})) AS rows,
  (SELECT version::text FROM table_versions WHERE table_name = 'packages') AS packages,
  (array_agg(r.name ORDER BY ${ROW_ORDER}))[count(*)] AS "lastName",
  (array_agg(r.uuid ORDER BY ${ROW_ORDER}))[count(*)] AS "lastUuid"`;

interface PageFacts {
  rows: string | null;
  packages: string | null;
  lastName: string | null;
  lastUuid: string | null;
}

const endOf = (facts: PageFacts | undefined) =>
  facts?.lastUuid ? { name: facts.lastName, uuid: facts.lastUuid } : undefined;

/** A page's fingerprint from its facts and the collection's size (every page's answer carries it). */
const fingerprintOf = (count: number, facts: PageFacts | undefined) =>
  `${count}|${facts?.packages ?? ''}|${facts?.rows ?? ''}`;

const MEMBER_ORDER = 'm.name COLLATE "C", m.uuid';

/** One page as the JSON text of its rows (the list's elements, comma-separated), its end and its facts. */
async function readPage(db: Db, rows: { sql: string; params: unknown[] }) {
  // One statement, so the fingerprint is of the very rows the JSON was written from.
  const [page] = await db.query<PageFacts & { json: string | null }>(
    `WITH r AS (SELECT * FROM (${rows.sql}) page ORDER BY ${ORDER} LIMIT $1)
     SELECT
       (SELECT string_agg(row_to_json(m)::text, ',' ORDER BY ${MEMBER_ORDER})
        FROM (
          SELECT ${memberJsonColumns('u')},
            CASE WHEN p.uuid IS NULL THEN '[]' ELSE '[{"colour":' || to_json(p.colour)::text || '}]' END::json
              AS "Package"
          FROM r u
          LEFT JOIN packages p ON p.uuid = u.package ->> 'uuid'
        ) m) AS json,
       ${PAGE_FINGERPRINT}
     FROM r`,
    rows.params,
  );
  return { json: page?.json ?? '', end: endOf(page), facts: page };
}

/** One page's facts only: its rows' uuids and versions, not their columns. */
async function readPageFacts(db: Db, rows: { sql: string; params: unknown[] }) {
  const [facts] = await db.query<PageFacts>(
    `SELECT ${PAGE_FINGERPRINT} FROM (SELECT * FROM (${rows.sql}) page ORDER BY ${ORDER} LIMIT $1) r`,
    rows.params,
  );
  return facts;
}

/**
 * The members list as a serialised paged source at `version` (the versions of users and packages the answer is
 * kept under): pages asked for one after another (the app reads 1, then 2–5 together…) each start where the
 * previous one ended, also while that one is still being read. After a slice, `fingerprint` is that page's (the
 * answer cache's `Fingerprinted`); `fingerprintOfPage` reads a page's at this version without building it.
 */
export function memberPages(db: Db, version: string) {
  let known = knownOf.get(db);
  if (known?.version !== version) {
    known = { version, ends: new Map() };
    knownOf.set(db, known);
  }
  const state = known;
  const count = () =>
    (state.count ??= db
      .query<{ n: number }>('SELECT count(*)::int AS n FROM users')
      .then(([row]) => row?.n ?? 0));

  /** Reads page `limit`/`offset` with `read`, from the previous page's end, and notes where it ended. */
  function chained<T extends { end: PageEnd | undefined }>(
    limit: number,
    offset: number,
    read: (after: PageEnd | undefined | null) => Promise<T>,
  ): Promise<T> {
    const page = offset / limit + 1;
    const previous = offset > 0 ? state.ends.get(`${limit}:${page - 1}`) : undefined;
    const result = (async () => read(previous ? await previous : null))();
    state.ends.set(
      `${limit}:${page}`,
      result.then(
        (done) => done.end,
        () => null,
      ),
    );
    return result;
  }

  const source = {
    count,
    /** The fingerprint of the page last sliced. */
    fingerprint: undefined as string | undefined,
    async slice(limit: number, offset: number) {
      const [read, size] = await Promise.all([
        chained(limit, offset, (after) => readPage(db, pageRows(ALL_COLUMNS, limit, offset, after))),
        count(),
      ]);
      source.fingerprint = fingerprintOf(size, read.facts);
      return `[${read.json}]`;
    },
    /** Page `page` of `limit` members' fingerprint now, as its slice would have it; undefined past the end. */
    async fingerprintOfPage(page: number, limit: number): Promise<string | undefined> {
      const size = await count();
      const offset = (page - 1) * limit;
      if (limit === 0 || offset >= size) return undefined;
      const read = await chained(limit, offset, async (after) => {
        const facts = await readPageFacts(db, pageRows(FINGERPRINT_COLUMNS, limit, offset, after));
        return { facts, end: endOf(facts) };
      });
      return fingerprintOf(size, read.facts);
    },
  };
  return source;
}
