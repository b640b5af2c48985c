import { describe, expect, it } from 'vitest';
import {
  API_URL,
  everything,
  expectSent,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
  sWrapperFailure,
} from '../../helpers/recordingApi';

const group = {
  uuid: 'g1',
  name: 'Heart Circle',
  description: 'Support',
  groupLeader: null,
  numberOfMembers: 20,
  country: 'India',
  state: '',
  city: 'Pune',
  groupCategory: 'Heart Health',
  membershipPackage: 'pk-1',
  coverImage: 'public/images/support_group/g.png',
  members: [],
  isActive: true,
  packages: [{ uuid: 'pk-1', name: 'Gold', colour: '#fc0' }],
};

const form = {
  name: 'Heart Circle',
  description: 'Support',
  groupLeader: 'u7',
  numberOfMembers: 20,
  state: '',
  city: 'Pune',
  groupCategory: 'Heart Health',
  membershipPackage: 'pk-1',
  country: 'India',
  groupLink: '',
};

const row = (userUuid: string, isActive: boolean | null, user: Record<string, unknown>) => ({
  userUuid,
  supportGroupUuid: 'g1',
  isActive,
  User: [{ ...user, password: '$2b$hash' }],
  id: null,
});

describe('groups', () => {
  it('lists GET /admin/supportGroup/list?page=1&limit=100 with the package badge, and searches it', async () => {
    const { provider, calls } = recordingApi(() =>
      ok({ list: [group, { ...group, uuid: 'g2', name: 'Diet', packages: [] }] }),
    );
    const { data } = await provider.getList('groups', everything({ q: 'gold' }));
    expectSent(calls[0], 'GET', '/admin/supportGroup/list', { page: 1, limit: 100 });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: 'g1', membershipName: 'Gold', packageColour: '#fc0' });
  });

  it('views with POST /admin/supportGroup/view {uuid}', async () => {
    const { provider, calls } = recordingApi(() => ok(group));
    await provider.getOne('groups', { id: 'g1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/supportGroup/view`,
      body: { uuid: 'g1' },
    });
  });

  it('creates with multipart, empty optional fields left out, the cover in `image`', async () => {
    const { provider, calls } = recordingApi(() => ok(group));
    await provider.create('groups', { data: { ...form, file: { rawFile: fileNamed('g.png') } } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/supportGroup/create` });
    expect(formEntries(calls[0].body)).toEqual([
      ['name', 'Heart Circle'],
      ['description', 'Support'],
      ['numberOfMembers', '20'],
      ['membershipPackage', 'pk-1'],
      ['country', 'India'],
      ['groupCategory', 'Heart Health'],
      ['city', 'Pune'],
      ['groupLeader', 'u7'],
      ['image', 'file:g.png'],
    ]);
  });

  it('rejects the create S-wrapper/400', async () => {
    const { provider } = recordingApi(() => sWrapperFailure('"name" is required'));
    await expect(provider.create('groups', { data: form })).rejects.toThrow('"name" is required');
  });

  it('updates with multipart PATCH plus uuid, and toggles {uuid, isActive}', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    const record = { ...group, id: 'g1', ...form };
    await provider.update('groups', { id: 'g1', data: record, previousData: record });
    await provider.toggleStatus('groups', { id: 'g1', value: false });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/supportGroup/update` });
    const names = formEntries(calls[0].body).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['state', 'groupLink', 'uuid']));
    expect(names).not.toContain('packages');
    expect(names).not.toContain('members');
    expect(calls[1]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/supportGroup/status/update`,
      body: { uuid: 'g1', isActive: false },
    });
  });
});

describe('groupRequests', () => {
  it('lists POST /admin/members/listPending/request?page=1&limit=100 {supportGroupUuid}, flattened, no password', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([row('u1', null, { name: 'Mary', email: 'm@x.io', city: 'Pune', country: 'India' })]),
    );
    const { data } = await provider.getList('groupRequests', everything({ groupId: 'g1' }));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/members/listPending/request`,
      query: { page: 1, limit: 100 },
      body: { supportGroupUuid: 'g1' },
    });
    expect(data[0]).toMatchObject({
      id: 'g1:u1',
      name: 'Mary',
      email: 'm@x.io',
      city: 'Pune',
      country: 'India',
    });
    expect(data[0].User[0]).not.toHaveProperty('password');
  });

  it('approves with PATCH /admin/members/approve and rejects with DELETE /admin/mywsg/reject {userUuid, supportGroupUuid}', async () => {
    const { provider, calls } = recordingApi(() => ok(null));
    const record = { id: 'g1:u1', userUuid: 'u1', supportGroupUuid: 'g1' };
    await provider.act('groupRequests', 'approve', { id: 'g1:u1', record });
    await provider.act('groupRequests', 'reject', { id: 'g1:u2' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', `${API_URL}/admin/members/approve`, { userUuid: 'u1', supportGroupUuid: 'g1' }],
      ['DELETE', `${API_URL}/admin/mywsg/reject`, { userUuid: 'u2', supportGroupUuid: 'g1' }],
    ]);
  });

  it('approving makes the joined-users collection stale', async () => {
    const { provider, calls } = recordingApi((request) =>
      request.path.includes('listApproved') ? ok([]) : ok(null),
    );
    await provider.getList('groupMembers', everything({ groupId: 'g1' }));
    await provider.act('groupRequests', 'approve', { id: 'g1:u1' });
    await provider.getList('groupMembers', everything({ groupId: 'g1' }));
    expect(calls.filter((call) => call.path.includes('listApproved'))).toHaveLength(2);
  });
});

describe('groupMembers', () => {
  it('lists POST /admin/members/listApproved/request?page=1&limit=100 {supportGroupUuid} and searches', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([
        row('u1', true, { name: 'Mary', email: 'm@x.io' }),
        row('u2', false, { name: 'Raj', email: 'r@x.io' }),
      ]),
    );
    const { data } = await provider.getList('groupMembers', everything({ groupId: 'g1', q: 'raj' }));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/members/listApproved/request`,
      query: { page: 1, limit: 100 },
      body: { supportGroupUuid: 'g1' },
    });
    expect(data.map((record) => record.id)).toEqual(['g1:u2']);
  });

  it('toggles with PATCH /admin/mywsg/request/status/toggle {userUuid, supportGroupUuid, isActive}', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    await provider.toggleStatus('groupMembers', {
      id: 'g1:u1',
      value: false,
      previousData: { id: 'g1:u1', userUuid: 'u1', supportGroupUuid: 'g1' },
    });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/mywsg/request/status/toggle`,
      body: { userUuid: 'u1', supportGroupUuid: 'g1', isActive: false },
    });
  });

  it('adds a member with PATCH /admin/members/add {supportGroupUuid, member}', async () => {
    const { provider, calls } = recordingApi(() => ok(null));
    await provider.act('groupMembers', 'addMember', { id: 'g1', data: { member: 'u9' } });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/members/add`,
      body: { supportGroupUuid: 'g1', member: 'u9' },
    });
  });
});
