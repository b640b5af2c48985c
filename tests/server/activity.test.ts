import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { hashPassword } from '../../server/src/http/password';
import { pruneActivity, recordedWritesOf } from '../../server/src/services/activityLog';
import { PNG, startAreaServer, type ActivityEntry, type AreaServer, type Parts } from './areaFixture';

let server: AreaServer;
let gold: string;
let adminUuid: string;
const PASSWORD = 'activity-password';

const memberForm = (overrides: Parts = {}): Parts => ({
  name: 'Maya Patel',
  email: 'maya@activity.example',
  mobile: '9876543210',
  gender: 'female',
  ageGroup: '30-50',
  city: 'Pune',
  country: 'India',
  membershipPackage: gold,
  ...overrides,
});

/** A token for the admin's current token version (the profile test changes the password). */
async function currentToken() {
  const [admin] = await server.db.query<{ token_version: number }>(
    'SELECT token_version FROM admins WHERE uuid = $1',
    [adminUuid],
  );
  return server.ctx.tokens.sign({ id: adminUuid, ver: admin?.token_version });
}

/** The log as the app reads it, with its Content-Range header. */
async function activity(params: Record<string, unknown> = {}) {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  const answer = await server.app.inject({
    method: 'GET',
    url: `/v1/admin/activity?${search}`,
    headers: { authorization: `Bearer ${await currentToken()}` },
  });
  return {
    status: answer.statusCode,
    range: answer.headers['content-range'],
    expose: answer.headers['access-control-expose-headers'],
    entries: answer.statusCode === 200 ? (answer.json() as ActivityEntry[]) : [],
  };
}

const entriesOf = async (recordId: string) =>
  (await activity({ filter: { recordId }, sort: ['id', 'ASC'] })).entries;

beforeAll(async () => {
  server = await startAreaServer();
  gold = await server.insertPackage('Gold', '#ffaa00');
  [{ uuid: adminUuid }] = (await server.db.query<{ uuid: string }>('SELECT uuid FROM admins')) as [
    { uuid: string },
  ];
  await server.db.query('UPDATE admins SET password = $1 WHERE uuid = $2', [
    await hashPassword(PASSWORD),
    adminUuid,
  ]);
});
afterAll(() => server.close());

describe('recording the writes', () => {
  it('records a member create, update and status toggle with who, before → after and no secret', async () => {
    const created = await server.upload('POST', '/admin/members/create', memberForm());
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.upload('PATCH', '/admin/members/update', { uuid, city: 'Mumbai', name: 'Maya P' });
    await server.call('PATCH', '/admin/members/status/update', { uuid, isActive: false });

    const [create, update, status, ...rest] = await entriesOf(uuid);
    expect(rest).toEqual([]);
    expect(create).toMatchObject({
      action: 'create',
      resource: 'members',
      adminId: adminUuid,
      adminEmail: 'admin@test.example',
      label: 'Maya Patel',
    });
    expect(create?.changes).toContainEqual({ field: 'city', before: null, after: 'Pune' });
    expect(update).toMatchObject({ action: 'update', label: 'Maya P' });
    expect(update?.changes).toEqual([
      { field: 'city', before: 'Pune', after: 'Mumbai' },
      { field: 'name', before: 'Maya Patel', after: 'Maya P' },
    ]);
    expect(status?.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
    const stored = JSON.stringify(await server.db.query('SELECT * FROM activity'));
    expect(stored).not.toMatch(/password|secret-hash/i);
  });

  it('records nothing for a refused write (the entry shares the write transaction)', async () => {
    const before = await server.count('activity');
    const refused = await server.upload('POST', '/admin/members/create', memberForm({ email: 'bad' }));
    expect(refused.statusCode).toBe(400);
    expect(await server.count('activity')).toBe(before);
  });

  it('records package create, update and status', async () => {
    const created = await server.upload('POST', '/admin/package/create', {
      name: 'Starter',
      annualCost: '10',
      benefits: 'Events',
      image: { name: 'starter.png', content: PNG },
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.upload('PATCH', '/admin/package/update', { uuid, annualCost: '20' });
    await server.call('PATCH', '/admin/package/status/update', { uuid, isActive: false });
    const entries = await entriesOf(uuid);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status']);
    expect(entries[1]?.changes).toEqual([{ field: 'annualCost', before: 10, after: 20 }]);
  });

  it('records sign-ins and failed sign-ins without the password, and profile changes without hashes', async () => {
    await server.call('POST', '/admin/login', { email: 'admin@test.example', password: PASSWORD }, false);
    await server.call(
      'POST',
      '/admin/login',
      { email: 'admin@test.example', password: 'wrong-guess' },
      false,
    );
    await server.call('POST', '/admin/login', { email: 'nobody@test.example', password: 'x-guess' }, false);
    const signIns = (await activity({ filter: { action: ['signIn', 'signInFailed'] }, sort: ['id', 'ASC'] }))
      .entries;
    expect(signIns.map((e) => [e.action, e.adminEmail])).toEqual([
      ['signIn', 'admin@test.example'],
      ['signInFailed', 'admin@test.example'],
      ['signInFailed', 'nobody@test.example'],
    ]);
    await server.call('PATCH', '/admin/profile/update', {
      name: 'New Name',
      currentPassword: PASSWORD,
      newPassword: 'another-password',
      confirmPassword: 'another-password',
    });
    const [profile] = (await activity({ filter: { resource: 'profile' } })).entries;
    expect(profile?.changes).toEqual([
      { field: 'name', before: 'Test Admin', after: 'New Name' },
      { field: 'passwordChanged', before: false, after: true },
    ]);
    const stored = JSON.stringify(await server.db.query('SELECT * FROM activity'));
    expect(stored).not.toMatch(/wrong-guess|x-guess|another-password|activity-password|\$2[aby]\$|scrypt/);
  });
});

describe('GET /v1/admin/activity (ra-data-simple-rest)', () => {
  it('pages and sorts with range and sort, and answers Content-Range readable across origins', async () => {
    const all = await activity({ sort: ['id', 'ASC'], range: [0, 999] });
    const total = all.entries.length;
    expect(all.range).toBe(`activity 0-${total - 1}/${total}`);
    expect(all.expose).toMatch(/Content-Range/);
    const page = await activity({ sort: ['id', 'DESC'], range: [2, 4] });
    expect(page.range).toBe(`activity 2-4/${total}`);
    expect(page.entries.map((e) => e.id)).toEqual(
      all.entries
        .map((e) => e.id)
        .reverse()
        .slice(2, 5),
    );
    const byDefault = await activity();
    expect(byDefault.entries[0]?.id).toBe(all.entries.at(-1)?.id);
  });

  it('filters by resource, action, admin and date range, and finds one entry by id', async () => {
    const members = await activity({ filter: { resource: 'members', action: 'update' } });
    expect(members.entries.map((e) => [e.resource, e.action])).toEqual([['members', 'update']]);
    const mine = await activity({ filter: { adminId: adminUuid }, range: [0, 999] });
    expect(mine.entries.every((e) => e.adminId === adminUuid)).toBe(true);
    expect((await activity({ filter: { at_lte: '2000-01-01' } })).range).toBe('activity 0-0/0');
    const today = new Date().toISOString().slice(0, 10);
    const dated = await activity({ filter: { at_gte: today, at_lte: today }, range: [0, 999] });
    expect(dated.entries.length).toBe((await activity({ range: [0, 999] })).entries.length);

    const first = members.entries[0] as ActivityEntry;
    const one = await server.app.inject({
      method: 'GET',
      url: `/v1/admin/activity/${first.id}`,
      headers: { authorization: `Bearer ${await currentToken()}` },
    });
    expect(one.json()).toEqual(first);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/v1/admin/activity/999999',
          headers: { authorization: `Bearer ${await currentToken()}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses unknown sorts and filters, and answers 401 without a token', async () => {
    expect((await activity({ sort: ['password', 'ASC'] })).status).toBe(400);
    expect((await activity({ filter: { 'changes; DROP': 1 } })).status).toBe(400);
    expect((await activity({ range: [0, 5000] })).status).toBe(400);
    expect((await server.call('GET', '/admin/activity', undefined, false)).statusCode).toBe(401);
  });

  // Issue 24: names of Object.prototype's members reached the SQL as the text of a JavaScript built-in (a 500).
  it('refuses the names of JavaScript built-ins as sorts and filters with a 400 naming the query part', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const sorted = await server.app.inject({
        method: 'GET',
        url: `/v1/admin/activity?sort=${encodeURIComponent(JSON.stringify([name, 'ASC']))}`,
        headers: { authorization: `Bearer ${await currentToken()}` },
      });
      expect(`${name} ${sorted.statusCode}`).toBe(`${name} 400`);
      expect(sorted.json()).toEqual({ status: 400, message: 'Error!', error: 'Invalid sort' });
      // JSON text, so that `__proto__` is an own key of the parsed filter, as a client can send it.
      const filtered = await server.app.inject({
        method: 'GET',
        url: `/v1/admin/activity?filter=${encodeURIComponent(`{"${name}":"x"}`)}`,
        headers: { authorization: `Bearer ${await currentToken()}` },
      });
      expect(`${name} ${filtered.statusCode}`).toBe(`${name} 400`);
      expect(filtered.json()).toEqual({ status: 400, message: 'Error!', error: 'Invalid filter' });
    }
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('prunes the entries older than the retention', async () => {
    await server.db.query(
      "INSERT INTO activity (at, action, resource) VALUES (now() - interval '400 days', 'update', 'members')",
    );
    expect(await pruneActivity(server.db, 365, new Date())).toBe(1);
    expect(await pruneActivity(server.db, 365, new Date())).toBe(0);
  });

  it('keeps the unfiltered total exact through writes, pruning and emptying, without counting', async () => {
    const total = async () => (await activity({ range: [0, 0] })).range;
    const counted = async () => `activity 0-0/${await server.count('activity')}`;
    expect(await total()).toBe(await counted());
    await server.db.query(
      `INSERT INTO activity (at, action, resource)
       SELECT now() - interval '500 days', 'update', 'members' FROM generate_series(1, 3)`,
    );
    expect(await total()).toBe(await counted());
    expect(await pruneActivity(server.db, 365, new Date())).toBe(3);
    expect(await total()).toBe(await counted());
    await server.db.exec('TRUNCATE activity');
    await server.db.query("INSERT INTO activity (action, resource) VALUES ('update', 'members')");
    expect(await total()).toBe('activity 0-0/1');
  });

  it('reads the retention from the environment (365 days by default) and keeps what is younger', async () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    await server.db.query(
      `INSERT INTO activity (at, action, resource, label) VALUES
         (now() - interval '29 days', 'update', 'members', 'young'),
         (now() - interval '31 days', 'update', 'members', 'old')`,
    );
    expect(await pruneActivity(server.db, 30, new Date())).toBe(1);
    const labels = await server.db.query<{ label: string }>(
      "SELECT label FROM activity WHERE label IN ('young', 'old')",
    );
    expect(labels.map((row) => row.label)).toEqual(['young']);
  });

  it("names an entry by the resource's own name field when none of the usual ones names it", async () => {
    const tip = { uuid: 'tip-1', tipTitle: 'Sleep before midnight', category: 'sleep' };
    const named = recordedWritesOf('tipsScratch', async () => tip, 'tipTitle');
    const unnamed = recordedWritesOf('tipsScratch', async () => tip);
    await named(server, 'update', tip.uuid, async () => undefined);
    await unnamed(server, 'update', tip.uuid, async () => undefined);
    const labels = await server.db.query<{ label: string | null }>(
      "SELECT label FROM activity WHERE resource = 'tipsScratch' ORDER BY id",
    );
    expect(labels.map((row) => row.label)).toEqual(['Sleep before midnight', null]);
  });
});
