import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { API_URL, BEARER, everything, ok, recordingApi, sWrapperFailure } from '../../helpers/recordingApi';

const code = {
  _id: 'x',
  id: 'x',
  uuid: 'pc1',
  eventUuid: 'e1',
  membershipUuid: 'pk-1',
  name: 'SPRING',
  discountAmount: 10,
  quantity: 5,
  used: 0,
  expiryDate: '2030-01-01T00:00:00.000Z',
  status: false,
  description: 'Spring offer',
};

const form = {
  eventUuid: 'e1',
  membershipUuid: 'pk-1',
  name: 'SPRING',
  discountAmount: '10',
  quantity: '5',
  expiryDate: '2030-01-01',
  description: 'Spring offer',
};

describe('promoCodes', () => {
  it('lists GET /admin/event/voucher/list (bare array) and searches the code name', async () => {
    const { provider, calls } = recordingApi(() => ok([code, { ...code, uuid: 'pc2', name: 'SUMMER' }]));
    const { data } = await provider.getList('promoCodes', everything({ q: 'summ' }));
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API_URL}/admin/event/voucher/list` });
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(data.map((record) => record.id)).toEqual(['pc2']);
  });

  it('creates with JSON exactly {eventUuid, membershipUuid, name, discountAmount, quantity, expiryDate, description}', async () => {
    const { provider, calls } = recordingApi(() => ok(code));
    await provider.create('promoCodes', { data: { ...form, id: 'junk', _id: 'junk' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/event/voucher/create` });
    expect(calls[0].body).toEqual({
      eventUuid: 'e1',
      membershipUuid: 'pk-1',
      name: 'SPRING',
      discountAmount: 10,
      quantity: 5,
      expiryDate: '2030-01-01T00:00:00.000Z',
      description: 'Spring offer',
    });
  });

  it('rejects the "same name" S-wrapper/400 with its text', async () => {
    const { provider } = recordingApi(() => sWrapperFailure('Coupon with same name already exists.'));
    const error = await provider.create('promoCodes', { data: form }).catch((reason: unknown) => reason);
    expect((error as HttpError).message).toBe('Coupon with same name already exists.');
  });

  it('updates with PATCH /admin/event/voucher/update, the same fields plus uuid', async () => {
    const { provider, calls } = recordingApi(() => ok(code));
    const record = { ...code, id: 'pc1' };
    await provider.update('promoCodes', { id: 'pc1', data: { ...record, ...form }, previousData: record });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/event/voucher/update` });
    expect(calls[0].body).toMatchObject({ uuid: 'pc1', name: 'SPRING', discountAmount: 10, quantity: 5 });
    expect(Object.keys(calls[0].body as object).sort()).toEqual([
      'description',
      'discountAmount',
      'eventUuid',
      'expiryDate',
      'membershipUuid',
      'name',
      'quantity',
      'uuid',
    ]);
  });

  it('toggles with {uuid, status} and deletes as the spec says, {uuid, status: "deleted"}', async () => {
    const { provider, calls } = recordingApi(() => ok(code));
    await provider.toggleStatus('promoCodes', { id: 'pc1', value: true });
    await provider.delete('promoCodes', { id: 'pc1' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', `${API_URL}/admin/event/voucher/update`, { uuid: 'pc1', status: true }],
      ['PATCH', `${API_URL}/admin/event/voucher/update`, { uuid: 'pc1', status: 'deleted' }],
    ]);
  });
});
