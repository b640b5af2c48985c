import { describe, expect, it } from 'vitest';
import {
  API_URL,
  BEARER,
  eWrapperFailure,
  everything,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
} from '../../helpers/recordingApi';

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
