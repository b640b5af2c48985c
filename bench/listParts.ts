/**
 * What one page of the members list costs the server at 100 000 members, part by part, on the embedded database
 * (the bench's seeded data directory, opened in this process): the count, finding the page (OFFSET against the
 * keyset the server now uses), turning rows into JSON (the driver's typed rows and JSON.stringify, as the server
 * did, against the JSON the database writes), and gzip (zlib's default level against the server's). In CPU time
 * of this process (the database runs in it), so the machine's other work weighs less than on a wall clock; the
 * whole collection's 40 pages are read both ways at the end, and their fingerprints (what a write elsewhere costs).
 */
import { gzipSync } from 'node:zlib';
import { lockDataDir } from '../server/src/db/dataDirLock';
import { openPglite } from '../server/src/db/pglite';
import { paginateOrEmptyArray, paginateSerialised } from '../server/src/http/paginate';
import { MEMBER_COLUMNS } from '../server/src/modules/members/fields';
import { memberPages } from '../server/src/modules/members/pages';
import type { Figure } from './figures';
import { loadNow } from './machine';

const SECTION = 'list parts';
const LIMIT = 2500;

/** CPU milliseconds `work` takes in this process. */
async function cpuMs<T>(work: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { ms: Math.round((used.user + used.system) / 1000), result };
}

const FORMER_SLICE = `SELECT m.*,
    CASE WHEN p.uuid IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('colour', p.colour)) END
      AS "Package"
  FROM (SELECT ${MEMBER_COLUMNS} FROM users ORDER BY name COLLATE "C", uuid LIMIT $1 OFFSET $2) m
  LEFT JOIN packages p ON p.uuid = m.package ->> 'uuid'
  ORDER BY m.name COLLATE "C", m.uuid`;

export async function benchListParts(dataDir: string): Promise<Figure[]> {
  const lock = await lockDataDir(dataDir);
  const db = await openPglite(`${dataDir}/pgdata`);
  const load = loadNow();
  const figures: Figure[] = [];
  const figure = (name: string, ms: number, note?: string) =>
    figures.push({ section: SECTION, name, value: ms, unit: 'ms CPU', note, load });
  try {
    const [{ n: members } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const lastOffset = Math.max(0, (Math.ceil(members / LIMIT) - 1) * LIMIT);
    // Warm the database's buffers: the parts below are measured on a database that has the rows in memory.
    await db.query(FORMER_SLICE, [LIMIT, lastOffset]);

    figure(
      `count the ${members.toLocaleString('en-US')} members`,
      (await cpuMs(() => db.query('SELECT count(*) FROM users'))).ms,
    );
    const firstTyped = await cpuMs(() => db.query(FORMER_SLICE, [LIMIT, 0]));
    const lastTyped = await cpuMs(() => db.query(FORMER_SLICE, [LIMIT, lastOffset]));
    figure('former page: the first, typed rows (2 500)', firstTyped.ms);
    figure('former page: the last, typed rows after OFFSET', lastTyped.ms, `OFFSET ${lastOffset}`);
    const json = await cpuMs(() => JSON.stringify({ list: lastTyped.result }));
    figure('former page: JSON.stringify', json.ms);

    const version = `bench:${Date.now()}`;
    const pages = memberPages(db, version);
    await pages.slice(LIMIT, 0);
    const keyset = await cpuMs(() => pages.slice(LIMIT, LIMIT));
    figure("page as the database's JSON, after the previous page's end (keyset)", keyset.ms);
    const offsetJson = await cpuMs(() => memberPages(db, `${version}:jump`).slice(LIMIT, lastOffset));
    figure("the last page as the database's JSON, asked for out of turn (OFFSET)", offsetJson.ms);

    const body = Buffer.from(json.result);
    figure(
      `gzip a page of ${Math.round(body.length / 1024)} KB at level 6 (zlib's default)`,
      (await cpuMs(() => gzipSync(body))).ms,
      `${Math.round(gzipSync(body).length / 1024)} KB`,
    );
    figure(
      "gzip it at level 3 (the server's)",
      (await cpuMs(() => gzipSync(body, { level: 3 }))).ms,
      `${Math.round(gzipSync(body, { level: 3 }).length / 1024)} KB`,
    );

    // The whole collection, page after page as the app reads it, both ways.
    const query = (page: number) => ({ page: String(page), limit: String(LIMIT) });
    const count = () =>
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM users').then(([row]) => row?.n ?? 0);
    const pageCount = Math.ceil(members / LIMIT);
    const former = await cpuMs(async () => {
      for (let page = 1; page <= pageCount; page++) {
        JSON.stringify(
          await paginateOrEmptyArray(query(page), {
            count,
            slice: (limit, offset) => db.query(FORMER_SLICE, [limit, offset]),
          }),
        );
      }
    });
    figure(`all ${pageCount} pages, the former way (count, OFFSET, typed rows, JSON.stringify)`, former.ms);
    const now = await cpuMs(async () => {
      const source = memberPages(db, `${version}:all`);
      for (let page = 1; page <= pageCount; page++)
        await paginateSerialised(query(page), source, { emptyAsArray: true });
    });
    figure(`all ${pageCount} pages, as the server reads them now`, now.ms);
    // After a write to one member, the server reads each page's fingerprint (its rows' versions) and builds only
    // the page whose fingerprint changed; the others are sent as kept.
    const checked = await cpuMs(async () => {
      const source = memberPages(db, `${version}:checked`);
      for (let page = 1; page <= pageCount; page++) await source.fingerprintOfPage(page, LIMIT);
    });
    figure(`all ${pageCount} pages' fingerprints, read after a write (count included)`, checked.ms);
  } finally {
    await db.close();
    await lock.release();
  }
  return figures;
}
