import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startAreaServer, type AreaServer, type Parts } from './areaFixture';

let server: AreaServer;
let gold: string;
let silver: string;
const now = new Date('2024-06-15T12:00:00.000Z');

const memberForm = (overrides: Parts = {}): Parts => ({
  name: 'Maya Patel',
  email: 'maya@test.example',
  mobile: '9876543210',
  gender: 'female',
  ageGroup: '30-50',
  dob: '1990-02-03T00:00:00.000Z',
  zipCode: '411001',
  city: 'Pune',
  state: 'MH',
  country: 'India',
  countryCode: '+91',
  addressLine1: '1 Main Road',
  addressLine2: '',
  membershipPackage: gold,
  ...overrides,
});

async function createMember(overrides: Parts = {}) {
  const answer = await server.upload('POST', '/admin/members/create', memberForm(overrides));
  expect(answer.statusCode).toBe(200);
  return answer.body.data as Record<string, unknown> & { uuid: string; package: Record<string, unknown> };
}

const view = async (uuid: string) =>
  (await server.call('POST', '/admin/members/view', { uuid })).body.data as Record<string, unknown>;

beforeAll(async () => {
  server = await startAreaServer({ now: () => now });
  gold = await server.insertPackage('Gold', '#ffaa00');
  silver = await server.insertPackage('Silver', '#c0c0c0');
});
afterAll(() => server.close());

describe('member list (C1)', () => {
  it('answers a bare [] while there are no members', async () => {
    expect((await server.call('GET', '/admin/members/list?page=1&limit=10000')).body.data).toEqual([]);
  });

  it('pages every member sorted by name with Package [{colour}] and no password', async () => {
    await createMember({ name: 'Zoe Stone', email: 'zoe@test.example' });
    await server.insertMember('Adam Self');
    const page = (await server.call('GET', '/admin/members/list?page=1&limit=10000')).body.data as {
      list: Record<string, unknown>[];
    };
    expect(page.list.map((m) => m.name)).toEqual(['Adam Self', 'Zoe Stone']);
    expect(page.list[0]).toMatchObject({ Package: [], package: { name: '' } });
    expect(page.list[1]).toMatchObject({
      Package: [{ colour: '#ffaa00' }],
      package: { uuid: gold, name: 'Gold' },
    });
    for (const member of page.list) expect(member).not.toHaveProperty('password');
    const second = (await server.call('GET', '/admin/members/list?page=2&limit=1')).body.data;
    expect(second).toMatchObject({
      previous: { page: 1, limit: 1, count: 2 },
      list: [{ name: 'Zoe Stone' }],
    });
    expect((await server.call('GET', '/admin/members/list')).body.data).toEqual({ list: [] });
  });

  it('answers 401 without a token or with an expired one', async () => {
    expect(
      (await server.call('GET', '/admin/members/list?page=1&limit=10', undefined, false)).statusCode,
    ).toBe(401);
    const [admin] = await server.db.query<{ uuid: string }>('SELECT uuid FROM admins');
    const expired = await server.ctx.tokens.sign({ id: admin?.uuid }, -10);
    const answer = await server.app.inject({
      method: 'GET',
      url: '/v1/admin/members/list?page=1&limit=10',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('member create (C2)', () => {
  it('creates an active member with an annual membership of the package and the uploaded cover image', async () => {
    const member = await createMember({ image: { name: 'face.png', content: PNG } });
    expect(member).toMatchObject({
      name: 'Maya Patel',
      email: 'maya@test.example',
      gender: 'Female',
      ageGroup: '30-50',
      dob: '1990-02-03T00:00:00.000Z',
      countryCode: '+91',
      addressLine2: '',
      isActive: true,
      createdAt: now.toISOString(),
      package: {
        uuid: gold,
        name: 'Gold',
        status: 'active',
        type: 'annual',
        date: now.toISOString(),
        cost: 100,
        expiry: '2025-06-15T12:00:00.000Z',
      },
    });
    expect(member).not.toHaveProperty('password');
    expect(member.coverImage).toMatch(/^public\/uploads\/members\/.+\.png$/);
    expect(
      (await server.app.inject({ method: 'GET', url: `/${member.coverImage as string}` })).statusCode,
    ).toBe(200);
  });

  it('uses the placeholder without an image and accepts the documents’ gender Other in any case', async () => {
    const member = await createMember({ email: 'other@test.example', gender: 'OTHER', dob: '' });
    expect(member).toMatchObject({
      gender: 'Other',
      dob: null,
      coverImage: 'public/assets/images/palceholder.jpg',
    });
  });

  it('answers validation failures and an unknown package as S-wrapper/400, writing nothing', async () => {
    const cases: [Parts, string][] = [
      [{ name: '' }, '"name" is not allowed to be empty'],
      [{ email: 'nope' }, '"email" must be a valid email'],
      [{ gender: 'x' }, '"gender" must be one of [Male, Female, Other]'],
      [{ ageGroup: '10-20' }, '"ageGroup" must be one of [20-30, 30-50, 50-100]'],
      [{ dob: '03/02/1990' }, '"dob" must be a valid date'],
      [{ dob: '2099-01-01' }, '"dob" cannot be later than today'],
      [{ mobile: '12ab' }, '"mobile" must be 6 to 15 digits'],
      [{ firstName: 'Maya' }, '"firstName" is not allowed'],
      [{ membershipPackage: 'missing' }, '"membershipPackage": no package found for this uuid.'],
    ];
    const before = await server.count('users');
    for (const [overrides, text] of cases) {
      const answer = await server.upload(
        'POST',
        '/admin/members/create',
        memberForm({ email: 'x@test.example', ...overrides }),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ status: 400, message: 'Error! Validation Error!', data: text });
    }
    const missing = memberForm();
    delete missing.city;
    expect((await server.upload('POST', '/admin/members/create', missing)).body.data).toBe(
      '"city" is required',
    );
    expect(await server.count('users')).toBe(before);
  });

  it('refuses a duplicate email, in any case, with the backend’s E11000 error wrapper', async () => {
    const before = await server.count('users');
    const answer = await server.upload(
      'POST',
      '/admin/members/create',
      memberForm({ email: 'MAYA@test.example' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(400);
    expect(String(answer.body.error)).toMatch(/^E11000 duplicate key error .*email/);
    expect(await server.count('users')).toBe(before);
  });
});

describe('member update, status and view (C3–C5)', () => {
  it('updates the sent fields, keeps the cover image and the membership of the same package', async () => {
    const member = await createMember({ email: 'keep@test.example', image: { name: 'a.png', content: PNG } });
    const answer = await server.upload('PATCH', '/admin/members/update', {
      uuid: member.uuid,
      city: 'Mumbai',
      membershipPackage: gold,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      city: 'Mumbai',
      coverImage: member.coverImage,
      package: member.package,
    });
  });

  it('starts a new membership when the package changes, and replaces the image when one is sent', async () => {
    const member = await createMember({ email: 'switch@test.example' });
    await server.db.query('UPDATE packages SET is_active = false WHERE uuid = $1', [silver]);
    const answer = await server.upload('PATCH', '/admin/members/update', {
      uuid: member.uuid,
      membershipPackage: silver,
      image: { name: 'b.png', content: PNG },
    });
    const data = answer.body.data as Record<string, unknown>;
    expect(data.package).toMatchObject({ uuid: silver, name: 'Silver', status: 'inactive', type: 'annual' });
    expect(data.coverImage).toMatch(/^public\/uploads\/members\//);
  });

  it('accepts JSON updates, and an email change that stays unique', async () => {
    const member = await createMember({ email: 'json@test.example' });
    const answer = await server.call('PATCH', '/admin/members/update', {
      uuid: member.uuid,
      email: 'new@test.example',
    });
    expect(answer.body.data).toMatchObject({ email: 'new@test.example' });
    const taken = await server.call('PATCH', '/admin/members/update', {
      uuid: member.uuid,
      email: 'maya@test.example',
    });
    expect(taken.statusCode).toBe(400);
    expect(String(taken.body.error)).toContain('email');
    expect(await view(member.uuid)).toMatchObject({ email: 'new@test.example' });
  });

  it('answers 404 for an unknown member, 400 for an unknown package or a bad value, changing nothing', async () => {
    const member = await createMember({ email: 'stable@test.example' });
    const unknown = await server.call('PATCH', '/admin/members/update', { uuid: 'missing', city: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, error: expect.any(String) });
    const badPackage = await server.call('PATCH', '/admin/members/update', {
      uuid: member.uuid,
      city: 'X',
      membershipPackage: 'missing',
    });
    expect(badPackage.statusCode).toBe(400);
    expect(badPackage.body).toMatchObject({
      status: 400,
      error: expect.stringContaining('membershipPackage'),
    });
    const badGender = await server.call('PATCH', '/admin/members/update', {
      uuid: member.uuid,
      city: 'X',
      gender: 'n',
    });
    expect(badGender.statusCode).toBe(400);
    expect(await view(member.uuid)).toMatchObject({ city: 'Pune', gender: 'Female' });
  });

  it('toggles the status with a boolean or a string, answering UpdRes; 404 for an unknown uuid', async () => {
    const member = await createMember({ email: 'toggle@test.example' });
    const off = await server.call('PATCH', '/admin/members/status/update', {
      uuid: member.uuid,
      isActive: false,
    });
    expect(off.body.data).toEqual({ n: 1, nModified: 1, ok: 1 });
    expect(await view(member.uuid)).toMatchObject({ isActive: false });
    await server.call('PATCH', '/admin/members/status/update', { uuid: member.uuid, isActive: 'true' });
    expect(await view(member.uuid)).toMatchObject({ isActive: true });
    const unknown = await server.call('PATCH', '/admin/members/status/update', {
      uuid: 'missing',
      isActive: true,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await server.call('PATCH', '/admin/members/status/update', { uuid: member.uuid });
    expect(bad.body).toMatchObject({ status: 400, error: '"isActive" is required' });
  });

  it('views a member without the password, 404 for an unknown uuid', async () => {
    const uuid = await server.insertMember('Self Registered');
    const member = await view(uuid);
    expect(member).toMatchObject({ uuid, name: 'Self Registered', package: { name: '', uuid: '' } });
    expect(member).not.toHaveProperty('password');
    expect((await server.call('POST', '/admin/members/view', { uuid: 'missing' })).statusCode).toBe(404);
    expect((await server.call('POST', '/admin/members/view', {})).statusCode).toBe(400);
  });
});
