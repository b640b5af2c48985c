/**
 * Issue 29, presence: PUT /v1/admin/presence says which record a tab has open and answers who else has it open;
 * the change stream tells every instance's open streams when a record's viewers change; a tab that leaves, stops
 * beating or signs out is no longer on the record; the input is bounded and the token never stored. Two server
 * instances on one database answer the same viewers and hear each other's presence: on PGlite shared in this
 * process, and on a real PostgreSQL server (a new database, one connection per instance) with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/index';
import { MAX_TABS_PER_SESSION, sweepExpired } from '../../server/src/presence/presenceStore';
import { createServer, type StartedServer } from '../../server/src/server';
import { templateConfig } from '../contract/template';
import { openMigratedDatabase, type TestDatabase } from './migratedDatabase';
import { openStream, waitFor } from './eventStream';

interface Viewer {
  id: string;
  name: string;
  you: boolean;
}

/** An administrator signed in on one instance: their token, and presence calls as one of their tabs. */
interface Admin {
  uuid: string;
  token: string;
}

async function addAdmin(db: Db, server: StartedServer, name: string): Promise<Admin> {
  const uuid = randomUUID();
  await db.query('INSERT INTO admins (uuid, name, email, password) VALUES ($1, $2, $3, $4)', [
    uuid,
    name,
    `${uuid}@test.example`,
    'not-a-hash',
  ]);
  return { uuid, token: await server.ctx.tokens.sign({ id: uuid }) };
}

function presenceCall(server: StartedServer, admin: Admin | null, method: 'PUT' | 'DELETE', body: unknown) {
  return server.app.inject({
    method,
    url: '/v1/admin/presence',
    headers: admin ? { authorization: `Bearer ${admin.token}` } : {},
    payload: body as object,
  });
}

/** Each tab's last call number: the app numbers a tab's presence calls 1, 2, 3… */
const lastSeq = new Map<string, number>();
const nextSeq = (tab: string) => {
  const seq = (lastSeq.get(tab) ?? 0) + 1;
  lastSeq.set(tab, seq);
  return seq;
};

/** The tab opens (or keeps) the record; answers who else is on it. */
async function open(server: StartedServer, admin: Admin, tab: string, recordId: string): Promise<Viewer[]> {
  const answer = await presenceCall(server, admin, 'PUT', {
    resource: 'faqs',
    recordId,
    tab,
    seq: nextSeq(tab),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { viewers: Viewer[] } }>().data.viewers;
}

const names = (viewers: Viewer[]) => viewers.map((viewer) => viewer.name);

type Stream = Awaited<ReturnType<typeof openStream>>;

/** The tab leaves its record. */
async function leaveRecord(server: StartedServer, admin: Admin, tab: string): Promise<void> {
  expect((await presenceCall(server, admin, 'DELETE', { tab, seq: nextSeq(tab) })).statusCode).toBe(200);
}

/** How many presence events of `record` the stream has heard so far. */
const heardOf = (stream: Stream, record: string) =>
  stream.presence().filter((event) => event.recordId === record).length;

/** Waits until the stream hears one more presence event of `record` than `before`. */
const hearsMore = (stream: Stream, record: string, before: number) =>
  waitFor(() => heardOf(stream, record) > before);

let database: TestDatabase;
let one: StartedServer;
let two: StartedServer;
let oneUrl: string;
let twoUrl: string;
let ann: Admin;
let bob: Admin;
const dataDirs: string[] = [];

async function instance(db: Db): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wa-presence-'));
  dataDirs.push(dataDir);
  return createServer({ ...templateConfig(dataDir), jwtSecret: 'presence-tests' }, { db, seed: false });
}

beforeAll(async () => {
  database = await openMigratedDatabase();
  one = await instance(database.db);
  two = await instance(await database.other());
  oneUrl = await one.app.listen({ host: '127.0.0.1', port: 0 });
  twoUrl = await two.app.listen({ host: '127.0.0.1', port: 0 });
  ann = await addAdmin(database.db, one, 'Ann');
  bob = await addAdmin(database.db, one, 'Bob');
}, 60_000);
afterAll(async () => {
  await one?.app.close();
  await two?.app.close();
  await database?.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('presence on an edit form (issue 29)', () => {
  it("answers who else has the record open, and tells the others' streams when that changes", async () => {
    const record = randomUUID();
    const annStream = await openStream(oneUrl, ann.token);
    expect(await open(one, ann, 'ann-tab-1', record)).toEqual([]);
    await hearsMore(annStream, record, 0);

    expect(await open(one, bob, 'bob-tab-1', record)).toEqual([{ id: ann.uuid, name: 'Ann', you: false }]);
    await hearsMore(annStream, record, 1);
    expect(names(await open(one, ann, 'ann-tab-1', record))).toEqual(['Bob']);

    // A heartbeat announces nothing; leaving does.
    await open(one, bob, 'bob-tab-1', record);
    await leaveRecord(one, bob, 'bob-tab-1');
    await hearsMore(annStream, record, 2);
    expect(annStream.presence().filter((event) => event.recordId === record)).toEqual(
      Array.from({ length: 3 }, () => ({ resource: 'faqs', recordId: record })),
    );
    expect(await open(one, ann, 'ann-tab-1', record)).toEqual([]);
    await annStream.close();
  });

  it('names the same administrator in another tab as themself, and moves a tab to the record it opens', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await open(one, ann, 'ann-tab-2', first);
    expect(await open(one, ann, 'ann-tab-3', first)).toEqual([{ id: ann.uuid, name: 'Ann', you: true }]);
    await open(one, ann, 'ann-tab-2', second);
    expect(await open(one, ann, 'ann-tab-3', first)).toEqual([]);
  });

  it('forgets a tab whose heartbeats stopped, and says so on the stream', async () => {
    const record = randomUUID();
    await open(one, bob, 'bob-tab-2', record);
    const annStream = await openStream(oneUrl, ann.token);
    expect(names(await open(one, ann, 'ann-tab-4', record))).toEqual(['Bob']);
    await hearsMore(annStream, record, 0);
    const heard = heardOf(annStream, record);
    await database.db.query(
      `UPDATE record_presence SET expires_at = now() - interval '1 second' WHERE tab = 'bob-tab-2'`,
    );
    // Expired presence is not answered even before it is swept.
    expect(await open(one, ann, 'ann-tab-4', record)).toEqual([]);
    // Swept here or by an instance's own sweep (every 5 s), whichever comes first.
    await sweepExpired(database.db);
    expect(await database.db.query(`SELECT 1 FROM record_presence WHERE tab = 'bob-tab-2'`)).toEqual([]);
    await hearsMore(annStream, record, heard);
    await annStream.close();
  });

  it("takes a session's tabs off their records when it signs out, and never stores the token", async () => {
    const record = randomUUID();
    const carl = await addAdmin(database.db, one, 'Carl');
    await open(one, carl, 'carl-tab-1', record);
    const stored = await database.db.query<Record<string, unknown>>(
      "SELECT * FROM record_presence WHERE tab = 'carl-tab-1'",
    );
    expect(JSON.stringify(stored)).not.toContain(carl.token);
    expect(names(await open(one, ann, 'ann-tab-5', record))).toEqual(['Carl']);
    const logout = await one.app.inject({
      method: 'POST',
      url: '/v1/admin/logout',
      headers: { authorization: `Bearer ${carl.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await open(one, ann, 'ann-tab-5', record)).toEqual([]);
  });

  it('is authenticated and refuses unbounded or malformed input', async () => {
    const record = randomUUID();
    const valid = { resource: 'faqs', recordId: record, tab: 'abcdefgh', seq: 1 };
    expect((await presenceCall(one, null, 'PUT', valid)).statusCode).toBe(401);
    for (const body of [
      { ...valid, tab: 'short' },
      { ...valid, tab: 'a'.repeat(65) },
      { ...valid, tab: 'has space!' },
      { ...valid, resource: '../faqs' },
      { ...valid, recordId: 'x'.repeat(101) },
      { ...valid, admin: ann.uuid },
      { resource: 'faqs', tab: 'abcdefgh', seq: 1 },
      { ...valid, seq: 0 },
      { ...valid, seq: 1.5 },
      { ...valid, seq: 2 ** 31 },
    ]) {
      const answer = await presenceCall(one, ann, 'PUT', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await presenceCall(one, ann, 'DELETE', { tab: 'abcdefgh', seq: 'one' })).statusCode).toBe(400);
    // One session holds a bounded number of tabs, whether on a record or left.
    const dana = await addAdmin(database.db, one, 'Dana');
    for (let tab = 0; tab < MAX_TABS_PER_SESSION; tab++) await open(one, dana, `dana-tab-${tab}`, record);
    const refused = await presenceCall(one, dana, 'PUT', { ...valid, tab: 'dana-tab-x' });
    expect(refused.statusCode).toBe(429);
    await leaveRecord(one, dana, 'dana-tab-y');
    const [kept] = await database.db.query<{ tabs: number }>(
      'SELECT count(*)::int AS tabs FROM record_presence WHERE admin_uuid = $1',
      [dana.uuid],
    );
    expect(kept!.tabs).toBe(MAX_TABS_PER_SESSION);
    // A tab it already holds keeps beating.
    await open(one, dana, 'dana-tab-0', record);
  });

  it("ignores a tab's call that arrives after a later one: a late announce does not undo its leave", async () => {
    const record = randomUUID();
    await open(one, bob, 'bob-tab-4', record);
    expect(names(await open(one, ann, 'ann-tab-7', record))).toEqual(['Bob']);
    // Bob's tab announces (a beat), then closes; the page's leave reaches the server before the announce.
    const lateBeat = { resource: 'faqs', recordId: record, tab: 'bob-tab-4', seq: nextSeq('bob-tab-4') };
    await leaveRecord(one, bob, 'bob-tab-4');
    expect((await presenceCall(one, bob, 'PUT', lateBeat)).statusCode).toBe(200);
    expect(await open(one, ann, 'ann-tab-7', record)).toEqual([]);
    // The same when the leave is the first call of its tab to arrive (a page closed as its form opened).
    const lateFirst = { resource: 'faqs', recordId: record, tab: 'bob-tab-5', seq: nextSeq('bob-tab-5') };
    await leaveRecord(one, bob, 'bob-tab-5');
    expect((await presenceCall(one, bob, 'PUT', lateFirst)).statusCode).toBe(200);
    expect(await open(one, ann, 'ann-tab-7', record)).toEqual([]);
    // A later call of the tab (its page restored from the back-forward cache) puts it back on the record.
    expect(names(await open(one, bob, 'bob-tab-4', record))).toEqual(['Ann']);
    expect(names(await open(one, ann, 'ann-tab-7', record))).toEqual(['Bob']);
  });

  it('keeps the presence of a tab loaded before the calls were numbered, in arrival order', async () => {
    const record = randomUUID();
    const unnumbered = { resource: 'faqs', recordId: record, tab: 'bob-tab-old' };
    expect((await presenceCall(one, bob, 'PUT', unnumbered)).statusCode).toBe(200);
    expect(names(await open(one, ann, 'ann-tab-8', record))).toEqual(['Bob']);
    expect((await presenceCall(one, bob, 'PUT', unnumbered)).statusCode).toBe(200);
    expect((await presenceCall(one, bob, 'DELETE', { tab: 'bob-tab-old' })).statusCode).toBe(200);
    expect(await open(one, ann, 'ann-tab-8', record)).toEqual([]);
    expect((await presenceCall(one, bob, 'PUT', unnumbered)).statusCode).toBe(200);
    expect(names(await open(one, ann, 'ann-tab-8', record))).toEqual(['Bob']);
  });

  it('is the same on every instance of one database, and each hears the presence written through the other', async () => {
    const record = randomUUID();
    const annOnOne = await openStream(oneUrl, ann.token);
    const bobOnTwo = await openStream(twoUrl, bob.token);
    await open(one, ann, 'ann-tab-6', record);
    await hearsMore(bobOnTwo, record, 0);
    await hearsMore(annOnOne, record, 0);
    expect(names(await open(two, bob, 'bob-tab-3', record))).toEqual(['Ann']);
    await hearsMore(annOnOne, record, 1);
    expect(names(await open(one, ann, 'ann-tab-6', record))).toEqual(['Bob']);

    await leaveRecord(two, bob, 'bob-tab-3');
    await hearsMore(annOnOne, record, 2);
    expect(await open(one, ann, 'ann-tab-6', record)).toEqual([]);
    await Promise.all([annOnOne.close(), bobOnTwo.close()]);
  });
});
