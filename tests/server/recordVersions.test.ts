import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowVersion, runVersioned, VersionConflict } from '../../server/src/db/rowVersions';
import type { VersionedRecord } from '../../server/src/http/recordVersions';
import { seedDatabase } from '../../server/src/seed';
import { startAreaServer, type AreaServer } from './areaFixture';
import { registeredRoutes } from './registeredRoutes';

/** PATCH routes that change no record an administrator edits in a form (they act on join rows or add a child). */
const NOT_RECORD_EDITS: Record<string, string> = {
  '/admin/members/add': 'adds a member to a group',
  '/admin/members/approve': 'approves a join request',
  '/admin/mywsg/request/status/toggle': 'flips a join request',
  '/admin/healthhero/user/request/status/toggle': 'flips a session request',
  '/admin/healthhero/spotlight/create': 'adds a spotlight video',
};

/** A write by someone else to one record of the tables read from their lists only. */
const ANOTHER_WRITE: Record<string, string> = {
  faqs: `UPDATE faqs SET answer = answer || '!' WHERE uuid = $1`,
  promo_codes: `UPDATE promo_codes SET description = description || '!' WHERE uuid = $1`,
  vouchers: `UPDATE vouchers SET description = description || '!' WHERE uuid = $1`,
};

let server: AreaServer;

beforeAll(async () => {
  server = await startAreaServer();
  await seedDatabase(server.db, server.ctx.config, {
    members: 6,
    transactions: 4,
    events: 3,
    multimedia: 2,
    documents: 2,
    groups: 2,
    heroes: 2,
    partners: 2,
    partnerRequests: 1,
  });
}, 60_000);
afterAll(() => server.close());

/** Every PATCH route the app serves under /v1/admin, read from Fastify's own route table. */
function patchRoutes(): string[] {
  const lines = server.app.printRoutes({ commonPrefix: false }).split('\n');
  return lines
    .filter((line) => /\(.*\bPATCH\b.*\)/.test(line))
    .map((line) => /(\/v1\/admin\/\S+)/.exec(line)?.[1] ?? '')
    .filter(Boolean)
    .map((route) => route.slice('/v1'.length));
}

async function someRecord(record: VersionedRecord): Promise<string> {
  if (record.ownRecord) return server.adminUuid;
  const [row] = await server.db.query<{ uuid: string }>(`SELECT uuid FROM ${record.table} LIMIT 1`);
  if (!row) throw new Error(`no ${record.table} row to update`);
  return row.uuid;
}

const routes = await registeredRoutes();

/** The routes whose options name the record they change (updatesRecord), as mounted under /v1. */
const versioned = routes.flatMap(({ url, config }) =>
  config.versioned?.kind === 'update'
    ? [{ record: config.versioned.record, route: url.slice('/v1'.length) }]
    : [],
);

/** The lists answering each row's version (listsRecords), each with the first route updating their record. */
const listed = routes.flatMap(({ url, config }) => {
  if (config.versioned?.kind !== 'list') return [];
  const { record } = config.versioned;
  const update = versioned.find((one) => one.record === record);
  return [[url.slice('/v1'.length), record, update?.route] as const];
});

describe('record versions (issue 29)', () => {
  it('knows every PATCH route: a versioned update, or named as changing no edited record', () => {
    const routes = patchRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const known = new Set(versioned.map(({ route }) => route.toLowerCase()));
    const unknown = routes.filter(
      (route) => !known.has(route.toLowerCase()) && !(route.toLowerCase() in NOT_RECORD_EDITS),
    );
    expect(unknown).toEqual([]);
  });

  it.each(versioned.map(({ record, route }) => [route, record] as const))(
    '%s refuses a stale If-Match with 409 and the current record, and lets the current version through',
    async (route, record) => {
      const uuid = await someRecord(record);
      const version = await rowVersion(server.db, record.table, uuid);
      const body = record.ownRecord ? {} : { uuid };
      const stale = await server.call('PATCH', route, body, true, { 'if-match': '"0123456789abcdef"' });
      expect(stale.statusCode).toBe(409);
      expect(stale.body).toMatchObject({ status: 409, error: expect.any(String) });
      expect(stale.body.data).toMatchObject({ uuid });
      expect(stale.headers.etag).toBe(version);
      // The same body at the current version passes the check (the route's own validation answers it).
      const current = await server.call('PATCH', route, body, true, { 'if-match': version ?? '' });
      expect(current.statusCode).not.toBe(409);
    },
  );

  it('finds the lists of FAQs, promo codes and vouchers answering versions, each with its update', () => {
    expect(listed.map(([list, record, route]) => [list, record.table, route])).toEqual([
      ['/admin/faqs/list', 'faqs', '/admin/faqs/update'],
      ['/admin/event/voucher/list', 'promo_codes', '/admin/event/voucher/update'],
      ['/admin/voucher/list', 'vouchers', '/admin/voucher/update'],
    ]);
  });

  it.each(listed)(
    '%s answers each row with its version, which its update takes once and then refuses as stale',
    async (list, record, route) => {
      const answer = await server.call('GET', list);
      expect(answer.statusCode).toBe(200);
      const rows = answer.body.data as { uuid: string; etag?: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.etag).toBe(await rowVersion(server.db, record.table, row.uuid));
      const { uuid, etag } = rows[0]!;
      expect((await server.call('PATCH', route!, { uuid }, true, { 'if-match': etag! })).statusCode).not.toBe(
        409,
      );
      // Another administrator writes after the list was read: the row's version is stale now.
      await server.db.query(ANOTHER_WRITE[record.table]!, [uuid]);
      const stale = await server.call('PATCH', route!, { uuid }, true, { 'if-match': etag! });
      expect(stale.statusCode).toBe(409);
    },
  );

  it('answers views with the ETag, updates with the new one, and refuses the version read before', async () => {
    const [row] = await server.db.query<{ uuid: string }>('SELECT uuid FROM packages LIMIT 1');
    const uuid = row!.uuid;
    const read = await server.call('POST', '/admin/package/view', { uuid });
    const etag = String(read.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    // Another administrator saves first, with the version they read.
    const theirs = await server.upload(
      'PATCH',
      '/admin/package/update',
      { uuid, name: 'Theirs' },
      { 'if-match': etag },
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(etag);
    expect(theirs.headers.etag).toBe(await rowVersion(server.db, 'packages', uuid));

    // A multipart save at the old version: 409, the record as it now is, nothing written.
    const mine = await server.upload(
      'PATCH',
      '/admin/package/update',
      { uuid, name: 'Mine' },
      { 'if-match': etag },
    );
    expect(mine.statusCode).toBe(409);
    expect(mine.body.data).toMatchObject({ uuid, name: 'Theirs' });
    expect(mine.headers.etag).toBe(theirs.headers.etag);
    const [stored] = await server.db.query<{ name: string }>('SELECT name FROM packages WHERE uuid = $1', [
      uuid,
    ]);
    expect(stored?.name).toBe('Theirs');

    // Without If-Match (the organisation's backend's clients) the save is not checked.
    const unchecked = await server.upload('PATCH', '/admin/package/update', { uuid, name: 'Mine' });
    expect(unchecked.statusCode).toBe(200);
  });

  it('checks the version again inside the write: of two saves at one version, one passes', async () => {
    const [row] = await server.db.query<{ uuid: string }>('SELECT uuid FROM faqs LIMIT 1');
    const uuid = row!.uuid;
    const etag = String(await rowVersion(server.db, 'faqs', uuid));
    // Both requests have passed the early check; their writes meet in the database.
    const save = (answer: string) =>
      new Promise<unknown>((resolve, reject) =>
        runVersioned({ table: 'faqs', uuid, expected: [etag] }, () => {
          server.db
            .transaction((tx) => tx.query('UPDATE faqs SET answer = $1 WHERE uuid = $2', [answer, uuid]))
            .then(resolve, reject);
        }),
      );
    const results = await Promise.allSettled([save('first'), save('second')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
    const [stored] = await server.db.query<{ answer: string }>('SELECT answer FROM faqs WHERE uuid = $1', [
      uuid,
    ]);
    expect(stored?.answer).toBe('first');
  });

  it('reads If-Match lists and weak tags, and * as any version', async () => {
    const [row] = await server.db.query<{ uuid: string }>('SELECT uuid FROM faqs LIMIT 1');
    const uuid = row!.uuid;
    const etag = String(await rowVersion(server.db, 'faqs', uuid));
    const send = (ifMatch: string) =>
      server.call('PATCH', '/admin/faqs/update', { uuid, answer: `a ${ifMatch.length}` }, true, {
        'if-match': ifMatch,
      });
    expect((await send(`"other", W/${etag}`)).statusCode).toBe(200);
    expect((await send('*')).statusCode).toBe(200);
  });
});
