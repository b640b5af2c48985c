/**
 * The members list's pages as the database writes them (server/src/modules/members/pages.ts) against the answer of the
 * former path: typed rows from the driver, in `ORDER BY name COLLATE "C", uuid` with LIMIT/OFFSET, serialised by
 * JSON.stringify. Same members, same order, same fields and values, whatever the page size and the order pages
 * are asked in; runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/index';
import { paginateOrEmptyArray, paginateSerialised } from '../../server/src/http/paginate';
import { MEMBER_COLUMNS } from '../../server/src/modules/members/fields';
import { memberPages } from '../../server/src/modules/members/pages';
import { openMigratedDatabase, type TestDatabase } from './migratedDatabase';

let database: TestDatabase;
let db: Db;
let version = 0;
/** A new version for each test's reads: pages of one version chain to each other. */
const nextVersion = () => `test:${++version}`;

/** The former list query: typed rows, then JSON.stringify (a Date as toISOString). */
const formerSlice = (limit: number, offset: number) =>
  db.query(
    `SELECT m.*,
       CASE WHEN p.uuid IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('colour', p.colour)) END
         AS "Package"
     FROM (SELECT ${MEMBER_COLUMNS} FROM users ORDER BY name COLLATE "C", uuid LIMIT $1 OFFSET $2) m
     LEFT JOIN packages p ON p.uuid = m.package ->> 'uuid'
     ORDER BY m.name COLLATE "C", m.uuid`,
    [limit, offset],
  );
const formerCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
const former = async (query: object) =>
  JSON.stringify(await paginateOrEmptyArray(query, { count: formerCount, slice: formerSlice }));

/** The page text as JSON.stringify writes it: the database's JSON differs only in insignificant whitespace. */
const normalised = (text: string) => JSON.stringify(JSON.parse(text));
const page = async (query: object, at = nextVersion()) =>
  normalised((await paginateSerialised(query, memberPages(db, at), { emptyAsArray: true })).text);

/**
 * Times at the edges of JSON.stringify's four-digit years, by member (the drivers read year 1 as 2001 and BC
 * years as no date: json_time's own test covers those against JavaScript's Date).
 */
const EDGE_TIMES: Record<number, string> = {
  1: '12345-06-07 08:09:10.011+00',
  4: '9999-12-31 23:59:59.999999+00',
  8: '0999-05-05 05:05:05.5+00',
};

beforeAll(async () => {
  database = await openMigratedDatabase();
  db = database.db;
});
afterAll(() => database.drop());

describe('json_time (migration 013)', () => {
  it('writes a time as JSON.stringify writes a Date', async () => {
    const times = [
      0, 1, -1, 1706745600123, 253402300799999, 253402300800000, 327403440000000, -62135596800000,
      -62135596800001, -62198755200000, -63524124000000, -2e14, 8e15,
    ];
    for (const ms of times) {
      const [row] = await db.query<{ json: string }>(
        'SELECT json_time(to_timestamp($1::float8 / 1000)) AS json',
        [ms],
      );
      expect({ ms, json: row?.json }).toEqual({ ms, json: new Date(ms).toISOString() });
    }
    const [micro] = await db.query<{ json: string; infinite: string | null; none: string | null }>(
      `SELECT json_time('2024-01-02 03:04:05.678999+00') AS json, json_time('infinity') AS infinite,
         json_time(NULL) AS none`,
    );
    expect(micro).toEqual({ json: '2024-01-02T03:04:05.678Z', infinite: null, none: null });
  });
});

describe('members list pages written by the database', () => {
  it('answers a bare [] without members', async () => {
    expect(await page({ page: '1', limit: '10' })).toBe('[]');
    expect(await page({ page: '1', limit: '10' })).toBe(await former({ page: '1', limit: '10' }));
  });

  it('hold the same members, in the same order and form, as the former typed path', async () => {
    await db.query(
      `INSERT INTO packages (uuid, name, image, colour, annual_cost, benefits) VALUES
         ('p-gold', 'Gold', 'x.png', '#ffd700', 50, '{a}'), ('p-odd', 'Odd', 'x.png', 'say "hi" \\ ', 10, '{a}')`,
    );
    const names = [
      'Ann',
      'ann',
      'Ann',
      'Zoë',
      'عمر',
      '"Quoted" \\ back',
      'tab\there',
      'line\nbreak',
      '',
      '😀 Emoji',
    ];
    for (let i = 0; i < 57; i++) {
      const name = i % 19 === 7 ? null : `${names[i % names.length]}${i % 3 ? '' : ' Same'}`;
      const pkg =
        i % 4 === 0
          ? `{"uuid": "", "name": "", "status": "inactive", "type": "", "date": "", "cost": 0, "expiry": ""}`
          : `{"uuid": "${i % 4 === 1 ? 'p-gold' : i % 4 === 2 ? 'p-odd' : 'p-missing'}", "name": "Gold", "cost": 50.0, "nested": {"b": [1, 2.5, null, true]}}`;
      await db.query(
        `INSERT INTO users (uuid, name, email, package, dob, created_at, updated_at, loyalty_points, is_active,
           city, mobile)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11)`,
        [
          `u-${String((i * 37) % 101).padStart(3, '0')}`,
          name,
          `m${i}@test.example`,
          pkg,
          i % 5 === 0 ? null : (EDGE_TIMES[i] ?? `19${50 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`),
          // Microseconds, and a time west of UTC.
          `2024-0${1 + (i % 9)}-02 23:59:59.${String(123456 + i * 1111).slice(0, 6)}-05`,
          `2025-12-31 10:00:00${i % 2 ? '.5' : ''}+00`,
          i % 6 === 0 ? null : i * 10,
          i % 7 !== 0,
          i % 8 === 0 ? 'Ctrl\u0001char' : 'Pune',
          i % 3 === 0 ? null : `55500${i}`,
        ],
      );
    }
    for (const limit of [1, 7, 10, 57, 100]) {
      const at = nextVersion();
      for (let n = 1; n <= Math.ceil(57 / limit) + 1; n++) {
        const query = { page: String(n), limit: String(limit) };
        expect({ limit, n, page: await page(query, at) }).toEqual({ limit, n, page: await former(query) });
      }
    }
  });

  it('answers pages asked for together, or out of turn, as the former path', async () => {
    const at = nextVersion();
    const query = (n: number) => ({ page: String(n), limit: '6' });
    expect(await page(query(1), at)).toBe(await former(query(1)));
    const together = await Promise.all([2, 3, 4, 5].map((n) => page(query(n), at)));
    expect(together).toEqual(await Promise.all([2, 3, 4, 5].map((n) => former(query(n)))));
    // Page 9 with page 8 never read: it is found by skipping the rows before it.
    expect(await page(query(9), at)).toBe(await former(query(9)));
    expect(await page(query(8), nextVersion())).toBe(await former(query(8)));
  });

  it('keeps the paging answers of the backend: limit 0, past the end, missing or bad parameters', async () => {
    for (const query of [
      { page: '1', limit: '0' },
      { page: '40', limit: '10' },
      {},
      { page: 'x', limit: '10' },
      { page: '0', limit: '10' },
      { page: '2abc', limit: '5' },
    ]) {
      expect({ query, page: await page(query) }).toEqual({ query, page: await former(query) });
    }
  });
});

describe("a page's fingerprint (what lets its kept answer outlive a write elsewhere in the list)", () => {
  /** The fingerprint of each page of 6, read at version `at` without building, pages in turn. */
  const fingerprints = async (at: string) => {
    const pages = memberPages(db, at);
    const count = await pages.count();
    const found: (string | undefined)[] = [];
    for (let n = 1; n <= Math.ceil(count / 6) + 1; n++) found.push(await pages.fingerprintOfPage(n, 6));
    return found;
  };
  /** The fingerprint a build of page `n` of 6 had. */
  const built = async (n: number, at: string) => {
    const pages = memberPages(db, at);
    await paginateSerialised({ page: String(n), limit: '6' }, pages, { emptyAsArray: true });
    return pages.fingerprint;
  };
  const uuidOnPage = async (n: number) =>
    (
      await db.query<{ uuid: string }>(
        'SELECT uuid FROM users ORDER BY name COLLATE "C", uuid LIMIT 1 OFFSET $1',
        [(n - 1) * 6 + 2],
      )
    )[0]!.uuid;

  it('is the one its build had, and changes only on the pages a write changed', async () => {
    const before = await fingerprints(nextVersion());
    expect(before.length).toBeGreaterThan(3);
    expect(before.at(-1)).toBeUndefined(); // past the end
    const at = nextVersion();
    for (let n = 1; n < before.length; n++) expect(await built(n, at)).toBe(before[n - 1]);

    // A member on page 2 written (by anyone: here, plain SQL), even to the same values.
    await db.query('UPDATE users SET is_active = is_active WHERE uuid = $1', [await uuidOnPage(2)]);
    const afterUpdate = await fingerprints(nextVersion());
    expect(afterUpdate.map((fingerprint, i) => fingerprint === before[i])).toEqual(
      before.map((_, i) => i !== 1),
    );

    // A package written: every page shows package colours.
    await db.query("UPDATE packages SET colour = colour WHERE uuid = 'p-gold'");
    const afterPackages = await fingerprints(nextVersion());
    expect(afterPackages.slice(0, -1).some((fingerprint, i) => fingerprint === afterUpdate[i])).toBe(false);

    // A member added: every page's answer carries the count, and the pages after it shift.
    await db.query(
      "INSERT INTO users (uuid, name, email, package) VALUES ('u-new', 'Aaa', 'new@test.example', '{}'::jsonb)",
    );
    const afterInsert = await fingerprints(nextVersion());
    expect(afterInsert.slice(0, -2).some((fingerprint, i) => fingerprint === afterPackages[i])).toBe(false);
    await db.query("DELETE FROM users WHERE uuid = 'u-new'");
  });
});
