import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import {
  API_URL,
  BEARER,
  eWrapperFailure,
  everything,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
} from './recordingApi';

const partner = {
  _id: 'x',
  uuid: 'bp1',
  name: 'Green Foods',
  logo: 'public/images/businessPartner/l.png',
  description: 'Organic',
  link: 'https://green.example',
  type: 0,
  expiryDate: '2030-01-01T00:00:00.000Z',
  emailId: 'hi@green.example',
  countryCode: '91',
  phoneNumber: '9876543210',
  status: true,
};

const form = {
  businessName: 'Green Foods',
  description: 'Organic',
  link: 'https://green.example',
  type: 2,
  expiryDate: '2030-01-01',
  emailId: 'hi@green.example',
  countryCode: 91,
  phoneNumber: '9876543210',
};

describe('partners', () => {
  it('lists GET /admin/business/list (bare array) with businessName, and views with POST /admin/business/view', async () => {
    const { provider, calls } = recordingApi((request) =>
      request.method === 'GET' ? ok([partner]) : ok(partner),
    );
    const { data } = await provider.getList('partners', everything({ q: 'green' }));
    await provider.getOne('partners', { id: 'bp1' });
    // The stored calling code '91' reads '+91', as the form's country select stores it.
    expect(data[0]).toMatchObject({ id: 'bp1', businessName: 'Green Foods', countryCode: '+91' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', `${API_URL}/admin/business/list`, undefined],
      ['POST', `${API_URL}/admin/business/view`, { uuid: 'bp1' }],
    ]);
    expect(calls[0].headers.Authorization).toBe(BEARER);
  });

  it('creates with multipart (businessName → name, logo in `logo`, no address) and accepts the 201 answer', async () => {
    const { provider, calls } = recordingApi(() => ok(partner, 201));
    const { data } = await provider.create('partners', {
      data: { ...form, address1: 'ignored', city: 'ignored', logo: { rawFile: fileNamed('logo.png') } },
    });
    expect(data.id).toBe('bp1');
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/business/create` });
    expect(formEntries(calls[0].body)).toEqual([
      ['name', 'Green Foods'],
      ['description', 'Organic'],
      ['link', 'https://green.example'],
      ['type', '2'],
      ['expiryDate', '2030-01-01T00:00:00.000Z'],
      ['emailId', 'hi@green.example'],
      ['countryCode', '91'],
      ['phoneNumber', '9876543210'],
      ['logo', 'file:logo.png'],
    ]);
  });

  it('rejects a create validation failure with its E-wrapper text', async () => {
    const { provider } = recordingApi(() => eWrapperFailure('Error! Validation Error.'));
    await expect(provider.create('partners', { data: form })).rejects.toThrow('Error! Validation Error.');
  });

  it('updates with multipart PATCH /admin/business/update plus uuid, toggles {uuid, status}, deletes {uuid}', async () => {
    const { provider, calls } = recordingApi(() => ok(partner));
    const record = { ...partner, id: 'bp1', businessName: 'Green Foods' };
    await provider.update('partners', { id: 'bp1', data: record, previousData: record });
    await provider.toggleStatus('partners', { id: 'bp1', value: false });
    await provider.delete('partners', { id: 'bp1' });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/business/update` });
    const names = formEntries(calls[0].body).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['name', 'uuid']));
    expect(names).not.toContain('logo');
    expect(names).not.toContain('_id');
    expect(calls.slice(1).map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', `${API_URL}/admin/business/update`, { uuid: 'bp1', status: false }],
      ['DELETE', `${API_URL}/admin/business/delete`, { uuid: 'bp1' }],
    ]);
  });
});

describe('partnerRequests', () => {
  const request = {
    uuid: 'pr1',
    name: 'Blue Spa',
    emailId: 'spa@blue.example',
    phoneNumber: '5551234',
    countryCode: 1,
    type: 1,
    expiryDate: '2031-07-04T12:00:00.000Z',
    addressLine1: '1 Bay Rd',
    addressLine2: '',
    city: 'Austin',
    state: null,
    country: 'United States',
    zipCode: '73301',
  };

  it('lists GET /admin/business/partner/request/list, searching name, expiry date, phone and email', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([
        request,
        { ...request, uuid: 'pr2', name: 'Other', emailId: 'o@x.io', phoneNumber: '111', expiryDate: null },
      ]),
    );
    const ids = async (q: string) =>
      (await provider.getList('partnerRequests', everything({ q }))).data.map((r) => r.id);
    expect(await ids('blue spa')).toEqual(['pr1']);
    expect(await ids('5551234')).toEqual(['pr1']);
    expect(await ids('o@x.io')).toEqual(['pr2']);
    expect(await ids(format(new Date(request.expiryDate), 'MM-dd-yyyy'))).toEqual(['pr1']);
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API_URL}/admin/business/partner/request/list` });
  });

  it('views with POST …/partner/request/view {uuid}, with the address of its non-empty parts', async () => {
    const { provider, calls } = recordingApi(() => ok(request));
    const { data } = await provider.getOne('partnerRequests', { id: 'pr1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/business/partner/request/view`,
      body: { uuid: 'pr1' },
    });
    expect(data.address).toBe('1 Bay Rd, Austin, United States, 73301');
  });
});

describe('vendors', () => {
  const vendor = {
    uuid: 'vn1',
    store_name: 'Herbs',
    first_name: 'Lee',
    last_name: 'Chan',
    email: 'lee@herbs.io',
    phone: '555',
    city: 'Austin',
    country: 'United States',
    address_1: '9 Elm St',
    address_2: null,
    state: '',
    zipCode: '73301',
  };

  it('lists GET /admin/vendor/list with a display name, searching it, and views with POST /admin/vendor/view', async () => {
    const { provider, calls } = recordingApi((req) => (req.method === 'GET' ? ok([vendor]) : ok(vendor)));
    const { data } = await provider.getList('vendors', everything({ q: 'lee chan' }));
    expect(data[0]).toMatchObject({
      id: 'vn1',
      name: 'Lee Chan',
      address: '9 Elm St, Austin, United States, 73301',
    });
    await provider.getOne('vendors', { id: 'vn1' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', `${API_URL}/admin/vendor/list`, undefined],
      ['POST', `${API_URL}/admin/vendor/view`, { uuid: 'vn1' }],
    ]);
  });
});
