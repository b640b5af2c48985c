import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededGroups, seedGroups } from '../../server/src/modules/groups/seed';
import { JPG, PNG, startAreaServer, type AreaServer } from './areaFixture';

let server: AreaServer;
let packageUuid: string;
let leader: string;

const groupForm = (overrides: Record<string, string> = {}) => ({
  name: 'Heart Circle',
  description: 'Weekly talks',
  numberOfMembers: '2',
  membershipPackage: packageUuid,
  country: 'India',
  groupCategory: 'Heart Health',
  state: 'MH',
  city: 'Pune',
  groupLeader: '',
  groupLink: 'https://meet.example/heart',
  ...overrides,
});

async function createGroup(overrides: Record<string, string> = {}) {
  const answer = await server.upload('POST', '/admin/supportGroup/create', groupForm(overrides));
  expect(answer.statusCode).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

async function addPending(groupUuid: string, userUuid: string) {
  await server.db.query(
    'INSERT INTO member_support_groups (support_group_uuid, user_uuid, is_active) VALUES ($1, $2, NULL)',
    [groupUuid, userUuid],
  );
}

beforeAll(async () => {
  server = await startAreaServer();
  packageUuid = await server.insertPackage('Gold', '#ffaa00');
  leader = await server.insertMember('Lea Leader');
});
afterAll(() => server.close());

describe('support group create and view (I2, I3)', () => {
  it('creates with the placeholder image and the leader as an active row', async () => {
    const group = await createGroup({ name: 'Leader Group', groupLeader: leader });
    expect(group).toMatchObject({
      name: 'Leader Group',
      numberOfMembers: 2,
      coverImage: 'public/assets/images/palceholder.jpg',
      groupLeader: leader,
      members: [],
      isActive: true,
    });
    const approved = await server.call('POST', '/admin/members/listApproved/request', {
      supportGroupUuid: group.uuid,
    });
    expect(approved.body.data).toMatchObject([{ userUuid: leader, isActive: true }]);
  });

  it('stores an uploaded image and serves it', async () => {
    const answer = await server.upload('POST', '/admin/supportGroup/create', {
      ...groupForm({ name: 'Pictured' }),
      image: { name: 'cover.png', content: PNG },
    });
    const image = (answer.body.data as { coverImage: string }).coverImage;
    expect(image).toMatch(/^public\/uploads\/support_group\/.+\.png$/);
    const served = await server.app.inject({ method: 'GET', url: `/${image}` });
    expect(served.statusCode).toBe(200);
  });

  it('views a group with its packages', async () => {
    const group = await createGroup({ name: 'Viewed' });
    const answer = await server.call('POST', '/admin/supportGroup/view', { uuid: group.uuid });
    expect(answer.body.data).toMatchObject({
      uuid: group.uuid,
      packages: [{ uuid: packageUuid, name: 'Gold' }],
    });
  });

  it('refuses validation failures with the S-wrapper/400 and writes nothing', async () => {
    const before = await server.count('support_groups');
    const cases: Record<string, string>[] = [
      { name: '' },
      { numberOfMembers: '-1' },
      { numberOfMembers: 'many' },
      { country: '' },
    ];
    for (const overrides of cases) {
      const answer = await server.upload('POST', '/admin/supportGroup/create', groupForm(overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, data: expect.any(String) });
    }
    const extra = await server.upload('POST', '/admin/supportGroup/create', { ...groupForm(), uuid: 'x' });
    expect(extra.body.data).toContain('"uuid" is not allowed');
    expect(await server.count('support_groups')).toBe(before);
  });

  it('refuses a duplicate name and an unknown package with the E-wrapper', async () => {
    await createGroup({ name: 'Unique' });
    const duplicate = await server.upload(
      'POST',
      '/admin/supportGroup/create',
      groupForm({ name: 'Unique' }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body.error).toContain('already exists');
    const unknown = await server.upload(
      'POST',
      '/admin/supportGroup/create',
      groupForm({ name: 'Other', membershipPackage: 'nope' }),
    );
    expect(unknown.body).toMatchObject({ status: 400, error: expect.stringContaining('membershipPackage') });
  });

  it('refuses a file of another type or in another field, storing nothing', async () => {
    const before = await server.count('support_groups');
    const pdf = await server.upload('POST', '/admin/supportGroup/create', {
      ...groupForm({ name: 'Pdf' }),
      image: { name: 'cover.pdf', content: Buffer.from('%PDF-1.4') },
    });
    expect(pdf.statusCode).toBe(400);
    const fake = await server.upload('POST', '/admin/supportGroup/create', {
      ...groupForm({ name: 'Fake' }),
      image: { name: 'cover.png', content: JPG },
    });
    expect(fake.statusCode).toBe(400);
    const field = await server.upload('POST', '/admin/supportGroup/create', {
      ...groupForm({ name: 'Field' }),
      file: { name: 'cover.png', content: PNG },
    });
    expect(field.statusCode).toBe(400);
    expect(await server.count('support_groups')).toBe(before);
  });

  it('answers 404 for an unknown uuid and 401 without a token', async () => {
    const unknown = await server.call('POST', '/admin/supportGroup/view', { uuid: 'missing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, error: expect.any(String) });
    const anonymous = await server.call('GET', '/admin/supportGroup/list?page=1&limit=10', undefined, false);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.text).toBe('Unauthorized');
  });
});

describe('support group list, update and status (I1, I4, I5)', () => {
  it('pages active groups first with packages and the pending count', async () => {
    const quiet = await createGroup({ name: 'Aaa Inactive' });
    await server.call('PATCH', '/admin/supportGroup/status/update', { uuid: quiet.uuid, isActive: false });
    const busy = await createGroup({ name: 'Busy' });
    await addPending(busy.uuid as string, await server.insertMember('Pat Pending'));
    const answer = await server.call('GET', '/admin/supportGroup/list?page=1&limit=100');
    const list = (answer.body.data as { list: Record<string, unknown>[] }).list;
    expect(list.at(-1)).toMatchObject({ name: 'Aaa Inactive', isActive: false });
    expect(list.find((g) => g.uuid === busy.uuid)).toMatchObject({
      pendingRequests: 1,
      packages: [{ name: 'Gold', colour: '#ffaa00' }],
    });
    const paged = await server.call('GET', '/admin/supportGroup/list?page=1&limit=1');
    expect(paged.body.data).toMatchObject({ next: { page: 2, limit: 1, count: list.length } });
  });

  it('updates fields as JSON, keeps the image, accepts string and boolean toggles', async () => {
    const group = await createGroup({ name: 'To Update' });
    const answer = await server.call('PATCH', '/admin/supportGroup/update', {
      uuid: group.uuid,
      city: 'Mumbai',
      numberOfMembers: 5,
      groupLeader: '',
    });
    expect(answer.body.data).toMatchObject({
      city: 'Mumbai',
      numberOfMembers: 5,
      coverImage: group.coverImage,
    });
    expect(answer.body.data).not.toHaveProperty('packages');
    const off = await server.call('PATCH', '/admin/supportGroup/status/update', {
      uuid: group.uuid,
      isActive: 'false',
    });
    expect(off.body.data).toEqual({ n: 1, nModified: 1, ok: 1 });
    const view = await server.call('POST', '/admin/supportGroup/view', { uuid: group.uuid });
    expect(view.body.data).toMatchObject({ isActive: false });
  });

  it('refuses an update with a bad value or an unknown uuid, changing nothing', async () => {
    const group = await createGroup({ name: 'Stable' });
    const bad = await server.upload('PATCH', '/admin/supportGroup/update', {
      uuid: group.uuid as string,
      city: 'Nowhere',
      numberOfMembers: '-3',
    });
    expect(bad).toMatchObject({ statusCode: 400, body: { status: 400, error: expect.any(String) } });
    const view = await server.call('POST', '/admin/supportGroup/view', { uuid: group.uuid });
    expect(view.body.data).toMatchObject({ city: 'Pune' });
    const unknown = await server.call('PATCH', '/admin/supportGroup/update', { uuid: 'missing', city: 'x' });
    expect(unknown.statusCode).toBe(404);
    const status = await server.call('PATCH', '/admin/supportGroup/status/update', {
      uuid: group.uuid,
      isActive: 'maybe',
    });
    expect(status.statusCode).toBe(400);
  });

  it('replaces the image on a multipart update', async () => {
    const group = await createGroup({ name: 'New Cover' });
    const answer = await server.upload('PATCH', '/admin/supportGroup/update', {
      uuid: group.uuid as string,
      image: { name: 'c.jpg', content: JPG },
    });
    const image = (answer.body.data as { coverImage: string }).coverImage;
    expect(image).toMatch(/^public\/uploads\/support_group\/.+\.jpg$/);
    expect(await server.storedSize(image)).toBeGreaterThan(0);
  });
});

describe('join requests (I6–I11)', () => {
  it('approves a pending request into the joined list', async () => {
    const group = await createGroup({ name: 'Approvals' });
    const user = await server.insertMember('Ada Applicant');
    await addPending(group.uuid as string, user);
    const pending = await server.call('POST', '/admin/members/listPending/request?page=1&limit=100', {
      supportGroupUuid: group.uuid,
    });
    const rows = pending.body.data as Record<string, unknown>[];
    expect(rows).toMatchObject([{ userUuid: user, supportGroupUuid: group.uuid, isActive: null }]);
    expect(rows[0]?.User).toMatchObject([{ uuid: user, name: 'Ada Applicant', city: 'Pune' }]);
    expect((rows[0]?.User as Record<string, unknown>[])[0]).not.toHaveProperty('password');

    const approved = await server.call('PATCH', '/admin/members/approve', {
      userUuid: user,
      supportGroupUuid: group.uuid,
    });
    expect(approved.body).toMatchObject({ status: 200, data: null });
    const joined = await server.call('POST', '/admin/members/listApproved/request', {
      supportGroupUuid: group.uuid,
    });
    expect(joined.body.data).toMatchObject([{ userUuid: user, isActive: true }]);
    const view = await server.call('POST', '/admin/supportGroup/view', { uuid: group.uuid });
    expect(view.body.data).toMatchObject({ members: [user] });
    const again = await server.call('PATCH', '/admin/members/approve', {
      userUuid: user,
      supportGroupUuid: group.uuid,
    });
    expect(again.statusCode).toBe(400);
  });

  it('rejects by removing the request; a second reject is a 404', async () => {
    const group = await createGroup({ name: 'Rejections' });
    const user = await server.insertMember('Rex Rejected');
    await addPending(group.uuid as string, user);
    const body = { userUuid: user, supportGroupUuid: group.uuid };
    const rejected = await server.call('DELETE', '/admin/mywsg/reject', body);
    expect(rejected.body.data).toEqual({ n: 1, ok: 1, deletedCount: 1 });
    const pending = await server.call('POST', '/admin/members/listPending/request', {
      supportGroupUuid: group.uuid,
    });
    expect(pending.body.data).toEqual([]);
    const again = await server.call('DELETE', '/admin/mywsg/reject', body);
    expect(again).toMatchObject({ statusCode: 404, body: { status: 404, error: expect.any(String) } });
  });

  it('adds members up to the capacity, then answers a readable 400', async () => {
    const group = await createGroup({ name: 'Small', numberOfMembers: '1' });
    const first = await server.insertMember('First');
    const second = await server.insertMember('Second');
    const added = await server.call('PATCH', '/admin/members/add', {
      supportGroupUuid: group.uuid,
      member: first,
    });
    expect(added.body).toMatchObject({ status: 200, data: null });
    const twice = await server.call('PATCH', '/admin/members/add', {
      supportGroupUuid: group.uuid,
      member: first,
    });
    expect(twice.body.error).toContain('already joined');
    const full = await server.call('PATCH', '/admin/members/add', {
      supportGroupUuid: group.uuid,
      member: second,
    });
    expect(full).toMatchObject({ statusCode: 400, body: { error: expect.stringContaining('full') } });
    const unknownMember = await server.call('PATCH', '/admin/members/add', {
      supportGroupUuid: group.uuid,
      member: 'missing',
    });
    expect(unknownMember.statusCode).toBe(400);
    const unknownGroup = await server.call('PATCH', '/admin/members/add', {
      supportGroupUuid: 'nope',
      member: first,
    });
    expect(unknownGroup.statusCode).toBe(404);
  });

  it('toggles a joined user and answers the row', async () => {
    const group = await createGroup({ name: 'Toggles' });
    const user = await server.insertMember('Tom Toggle');
    await server.call('PATCH', '/admin/members/add', { supportGroupUuid: group.uuid, member: user });
    const off = await server.call('PATCH', '/admin/mywsg/request/status/toggle', {
      userUuid: user,
      supportGroupUuid: group.uuid,
      isActive: false,
    });
    expect(off.body.data).toEqual({ userUuid: user, supportGroupUuid: group.uuid, isActive: false });
    const joined = await server.call('POST', '/admin/members/listApproved/request', {
      supportGroupUuid: group.uuid,
    });
    expect(joined.body.data).toMatchObject([{ userUuid: user, isActive: false }]);
    const unknown = await server.call('PATCH', '/admin/mywsg/request/status/toggle', {
      userUuid: 'missing',
      supportGroupUuid: group.uuid,
      isActive: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 when the group uuid is missing and 404 when it is unknown', async () => {
    const missing = await server.call('POST', '/admin/members/listPending/request', {});
    expect(missing.statusCode).toBe(400);
    const unknown = await server.call('POST', '/admin/members/listApproved/request', {
      supportGroupUuid: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('demo data (seedGroups)', () => {
  let seeded: AreaServer;
  beforeAll(async () => {
    seeded = await startAreaServer();
    const ctx = await seeded.seedContext();
    await seedGroups(ctx);
    expect(seededGroups(ctx)).toHaveLength(ctx.sizes.groups);
  });
  afterAll(() => seeded.close());

  it('gives the list, pending and joined screens something in every state', async () => {
    const answer = await seeded.call('GET', '/admin/supportGroup/list?page=1&limit=100');
    const groups = (answer.body.data as { list: Record<string, unknown>[] }).list;
    expect(groups.some((g) => g.isActive === false)).toBe(true);
    expect(groups.some((g) => g.pendingRequests === 0)).toBe(true);
    expect(groups.some((g) => (g.pendingRequests as number) > 0)).toBe(true);
    expect(groups.some((g) => (g.members as string[]).length === g.numberOfMembers)).toBe(true);
    for (const group of groups) {
      expect((group.packages as unknown[]).length).toBe(1);
      const joined = await seeded.call('POST', '/admin/members/listApproved/request', {
        supportGroupUuid: group.uuid,
      });
      const rows = joined.body.data as { isActive: boolean; User: unknown[] }[];
      expect(rows.filter((r) => r.isActive).length).toBeGreaterThanOrEqual(
        (group.members as string[]).length,
      );
      expect(rows.every((r) => r.User.length === 1)).toBe(true);
    }
  });
});
