import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { MemberRecord } from '../../../src/resources/members/api';
import { memberFormValues } from '../../../src/resources/members/memberFormValues';
import {
  API_URL,
  everything,
  eWrapperFailure,
  expectSent,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
  sWrapperFailure,
} from '../../helpers/recordingApi';

const rawMember = (uuid: string, name: string, packageName: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  id: null,
  name,
  email: `${uuid}@example.com`,
  mobile: '5550100',
  countryCode: '1',
  gender: 'Female',
  ageGroup: '30-50',
  dob: '1990-05-01T00:00:00.000Z',
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  country: 'United States',
  zipCode: '73301',
  isActive: true,
  package: { uuid: packageName ? `pk-${packageName}` : '', name: packageName, status: 'active' },
  Package: packageName ? [{ colour: '#00ff00' }] : [],
  ...extra,
});

const members = [
  rawMember('m1', 'Mary Ann Lee', 'Gold'),
  rawMember('m2', 'Bob', ''),
  rawMember('m3', 'Carla Diaz', 'Silver', { country: 'India' }),
];

const form = {
  firstName: 'Mary',
  lastName: 'Ann Lee',
  email: 'mary@example.com',
  countryCode: '+1',
  phoneNumber: '5550100',
  gender: 'Other',
  dob: '1990-05-01',
  ageRange: '30-50',
  address1: '1 Main St',
  address2: '',
  zipCode: '',
  state: '',
  city: 'Austin',
  country: 'United States',
  packageName: 'pk-Gold',
};

describe('members', () => {
  it('lists with GET /admin/members/list?page=1&limit=2500 (pages of 2,500: the first rows sooner), keeping the API names beside the display fields', async () => {
    const { provider, calls } = recordingApi(() => ok({ list: members }));
    const { data } = await provider.getList('members', everything());
    expectSent(calls[0], 'GET', '/admin/members/list', { page: 1, limit: 2500 });
    expect(data[0]).toMatchObject({
      id: 'm1',
      name: 'Mary Ann Lee',
      mobile: '5550100',
      package: { uuid: 'pk-Gold', name: 'Gold' },
      hasPackage: true,
      packageColour: '#00ff00',
    });
    expect(data[0]).not.toHaveProperty('packageName');
    expect(data[1]).toMatchObject({ package: { uuid: '', name: '' }, hasPackage: false, packageColour: '' });
  });

  it("gives the edit form its spec names (the package as its uuid) from a record's API names", async () => {
    const { provider } = recordingApi(() => ok({ list: members }));
    const { data } = await provider.getList('members', everything());
    expect(memberFormValues(data[0] as MemberRecord)).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Lee',
      phoneNumber: '5550100',
      packageName: 'pk-Gold',
      ageRange: '30-50',
      address1: '1 Main St',
      address2: '',
    });
    expect(memberFormValues(data[1] as MemberRecord)).toMatchObject({
      firstName: 'Bob',
      lastName: '',
      packageName: '',
    });
  });

  it('reads the bare data: [] of an empty member list', async () => {
    const { provider } = recordingApi(() => ok([]));
    expect((await provider.getList('members', everything())).total).toBe(0);
  });

  it('splits active and incomplete members, filters by package and searches name, email, country, package', async () => {
    const { provider } = recordingApi(() => ok({ list: members }));
    const ids = async (filter: Record<string, unknown>) =>
      (await provider.getList('members', everything(filter))).data.map((record) => record.id);
    expect(await ids({ incomplete: false })).toEqual(['m1', 'm3']);
    expect(await ids({ incomplete: true })).toEqual(['m2']);
    expect(await ids({ packageId: 'pk-Silver' })).toEqual(['m3']);
    expect(await ids({ q: 'india' })).toEqual(['m3']);
    expect(await ids({ q: 'GOLD' })).toEqual(['m1']);
    expect(await ids({ q: 'm2@example' })).toEqual(['m2']);
  });

  it('views one with POST /admin/members/view {uuid} and drops the password field', async () => {
    const { provider, calls } = recordingApi(() =>
      ok({ ...rawMember('m1', 'Mary Lee', 'Gold'), _id: 'x', password: '$2b$hash' }),
    );
    const { data } = await provider.getOne('members', { id: 'm1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/members/view`,
      body: { uuid: 'm1' },
    });
    expect(data).not.toHaveProperty('password');
    expect(data.name).toBe('Mary Lee');
  });

  it('creates with multipart in the backend names, leaving empty optional fields out', async () => {
    const { provider, calls } = recordingApi(() => ok(rawMember('m9', 'Mary Ann Lee', 'Gold')));
    await provider.create('members', { data: { ...form, image: fileNamed('me.png') } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/members/create` });
    expect(formEntries(calls[0].body)).toEqual([
      ['name', 'Mary Ann Lee'],
      ['email', 'mary@example.com'],
      ['mobile', '5550100'],
      ['countryCode', '+1'],
      ['gender', 'Other'],
      ['dob', '1990-05-01T00:00:00.000Z'],
      ['ageGroup', '30-50'],
      ['addressLine1', '1 Main St'],
      ['city', 'Austin'],
      ['country', 'United States'],
      ['membershipPackage', 'pk-Gold'],
      ['image', 'file:me.png'],
    ]);
  });

  it('rejects a create refused with an S-wrapper/400 or a duplicate-email E-wrapper, with the server text', async () => {
    for (const [reply, text] of [
      [sWrapperFailure('Error! Validation Error!'), 'Error! Validation Error!'],
      [
        eWrapperFailure('E11000 duplicate key error dup key: { email: "a@b.c" }'),
        'E11000 duplicate key error dup key: { email: "a@b.c" }',
      ],
    ] as const) {
      const { provider } = recordingApi(() => reply);
      const error = await provider.create('members', { data: form }).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).message).toBe(text);
    }
  });

  it('updates with PATCH multipart plus uuid, clearing emptied optional fields and sending no image unless chosen', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    const record = {
      ...rawMember('m1', 'Mary Ann Lee', 'Gold'),
      id: 'm1',
      ...form,
      image: 'public/images/members/x.png',
    };
    await provider.update('members', { id: 'm1', data: record, previousData: record });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/members/update` });
    const entries = formEntries(calls[0].body);
    expect(entries).toContainEqual(['addressLine2', '']);
    expect(entries).toContainEqual(['uuid', 'm1']);
    expect(entries.map(([name]) => name)).not.toContain('image');
    expect(entries.map(([name]) => name)).not.toContain('Package');
    expect(entries.map(([name]) => name)).not.toContain('_id');
  });

  it("leaves out the edit form's disabled (empty) email and an unchanged package on update", async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    // previousData is the edit's record, in the form's names (queryOptions.select).
    const record = { ...rawMember('m1', 'Mary Ann Lee', 'Gold'), id: 'm1', ...form };
    const edited = { ...record, email: '' };
    await provider.update('members', { id: 'm1', data: edited, previousData: record });
    const names = formEntries(calls[0].body).map(([name]) => name);
    expect(names).not.toContain('email');
    expect(names).not.toContain('membershipPackage');
    await provider.update('members', {
      id: 'm1',
      data: { ...edited, packageName: 'pk-Silver' },
      previousData: record,
    });
    expect(formEntries(calls[1].body)).toContainEqual(['membershipPackage', 'pk-Silver']);
  });

  it('toggles with PATCH /admin/members/status/update {uuid, isActive}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1 }));
    await provider.toggleStatus('members', { id: 'm1', value: true });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/members/status/update`,
      body: { uuid: 'm1', isActive: true },
    });
  });

  it('changes the package of many members with PATCH /admin/members/update {uuid, membershipPackage} as JSON, leaving out those already on it', async () => {
    const { provider, calls } = recordingApi((request) =>
      request.method === 'GET' ? ok({ list: members }) : ok({}),
    );
    await provider.getList('members', everything());
    await provider.actMany('members', 'changePackage', {
      ids: ['m1', 'm2', 'm3'],
      data: { membershipPackage: 'pk-Silver' },
    });
    const writes = calls.filter((call) => call.method === 'PATCH');
    // m3 is on Silver already: the backend would restart its membership (api-contract.md C3).
    expect(writes).toEqual([
      expect.objectContaining({
        url: `${API_URL}/admin/members/update`,
        body: { uuid: 'm1', membershipPackage: 'pk-Silver' },
      }),
      expect.objectContaining({
        url: `${API_URL}/admin/members/update`,
        body: { uuid: 'm2', membershipPackage: 'pk-Silver' },
      }),
    ]);
  });
});
