import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../src/api/types';
import { generatePng } from '../../server/src/seed/images';
import { type TestServer, insertPackage, signedInProvider } from './harness';

const everything = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };
const cover = () => ({
  rawFile: new File([new Uint8Array(generatePng('#26a69a', 16))], 'g.png', { type: 'image/png' }),
});

let server: TestServer;
let provider: AppDataProvider;
let packageUuid: string;

const groupValues = (overrides: Record<string, unknown> = {}) => ({
  name: `Contract Group ${randomUUID().slice(0, 6)}`,
  description: 'Made by the real client',
  groupLeader: '',
  numberOfMembers: 3,
  state: 'Kent',
  city: 'Dover',
  groupCategory: 'Lifestyle',
  membershipPackage: packageUuid,
  country: 'United Kingdom',
  groupLink: 'https://meet.example/contract',
  file: cover(),
  ...overrides,
});

async function insertMember(name: string) {
  const uuid = randomUUID();
  await server.db.query(
    `INSERT INTO users (uuid, name, email, city, country, password) VALUES ($1, $2, $3, 'Leeds', 'UK', 'hash')`,
    [uuid, name, `${uuid}@contract.test`],
  );
  return uuid;
}

const listOf = async (resource: string, groupId: string) =>
  (await provider.getList(resource, { ...everything, filter: { groupId } })).data;

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
  packageUuid = await insertPackage(server, 'Contract Teal', '#26a69a');
});
afterAll(() => server.close());

describe('support groups through the app dataProvider (I1–I5)', () => {
  it('lists the seeded groups with their package and pending counts', async () => {
    const { data } = await provider.getList('groups', everything);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((group) => group.membershipName && group.packageColour)).toBe(true);
    expect(data.some((group) => Number(group.pendingRequests) > 0)).toBe(true);
  });

  it('creates with an image, views, updates and toggles', async () => {
    const { data: created } = await provider.create('groups', {
      data: groupValues({ name: 'Client Group' }),
    });
    const { data: viewed } = await provider.getOne('groups', { id: created.id });
    expect(viewed).toMatchObject({ name: 'Client Group', city: 'Dover', membershipName: 'Contract Teal' });
    expect(String(viewed.coverImage)).toMatch(/^public\/uploads\/support_group\//);
    expect((await fetch(`${server.url}/${String(viewed.coverImage)}`)).status).toBe(200);

    await provider.update('groups', {
      id: created.id,
      data: { ...viewed, city: 'Folkestone', file: viewed.coverImage },
      previousData: viewed,
    });
    const { data: updated } = await provider.getOne('groups', { id: created.id });
    expect(updated).toMatchObject({ city: 'Folkestone', coverImage: viewed.coverImage });

    await provider.toggleStatus('groups', { id: String(created.id), value: false, previousData: updated });
    expect((await provider.getOne('groups', { id: created.id })).data.isActive).toBe(false);
  });

  it('rejects a refused create with the server text (S-wrapper/400)', async () => {
    await expect(
      provider.create('groups', { data: groupValues({ numberOfMembers: -1 }) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/numberOfMembers/) });
  });
});

describe('join requests through the app dataProvider (I6–I11)', () => {
  let group: RaRecord;
  let pendingUser: string;
  let rejectedUser: string;

  beforeAll(async () => {
    ({ data: group } = await provider.create('groups', { data: groupValues() }));
    pendingUser = await insertMember('Penny Pending');
    rejectedUser = await insertMember('Rob Rejected');
    for (const user of [pendingUser, rejectedUser]) {
      await server.db.query(
        'INSERT INTO member_support_groups (support_group_uuid, user_uuid, is_active) VALUES ($1, $2, NULL)',
        [group.id, user],
      );
    }
  });

  it('lists pending requests flattened from their user, without a password', async () => {
    const rows = await listOf('groupRequests', String(group.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.userUuid === pendingUser)).toMatchObject({
      id: `${String(group.id)}:${pendingUser}`,
      name: 'Penny Pending',
      city: 'Leeds',
    });
    expect(JSON.stringify(rows)).not.toContain('hash');
  });

  it('approves one request and rejects the other', async () => {
    const rows = await listOf('groupRequests', String(group.id));
    const approveRow = rows.find((r) => r.userUuid === pendingUser);
    const rejectRow = rows.find((r) => r.userUuid === rejectedUser);
    await provider.act('groupRequests', 'approve', { id: String(approveRow?.id), record: approveRow });
    await provider.act('groupRequests', 'reject', { id: String(rejectRow?.id), record: rejectRow });
    expect(await listOf('groupRequests', String(group.id))).toEqual([]);
    const joined = await listOf('groupMembers', String(group.id));
    expect(joined).toMatchObject([{ userUuid: pendingUser, isActive: true, name: 'Penny Pending' }]);
  });

  it('adds a member, toggles it, and reports a full group', async () => {
    const added = await insertMember('Adam Added');
    await provider.act('groupMembers', 'addMember', { id: String(group.id), data: { member: added } });
    const joined = await listOf('groupMembers', String(group.id));
    const row = joined.find((r) => r.userUuid === added);
    expect(row).toMatchObject({ isActive: true });

    await provider.toggleStatus('groupMembers', { id: String(row?.id), value: false, previousData: row });
    const after = await listOf('groupMembers', String(group.id));
    expect(after.find((r) => r.userUuid === added)).toMatchObject({ isActive: false });

    // Capacity 3: the approved member and two more fill it.
    await provider.act('groupMembers', 'addMember', {
      id: String(group.id),
      data: { member: await insertMember('B') },
    });
    await provider.act('groupMembers', 'addMember', {
      id: String(group.id),
      data: { member: await insertMember('C') },
    });
    await expect(
      provider.act('groupMembers', 'addMember', {
        id: String(group.id),
        data: { member: await insertMember('D') },
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/full/) });
  });
});
