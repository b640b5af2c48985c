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

const voucher = {
  _id: 'x',
  uuid: 'v1',
  name: 'Spa day',
  companyName: 'Spa Co',
  description: 'Relax',
  termsAndConditions: 'None',
  membershipPackage: 'pk-1',
  voucherCode: 'SPA10',
  numberOfVouchers: 10,
  expiryDate: '2020-01-01T00:00:00.000Z',
  discountType: '%',
  discount: 10,
  isActive: true,
  coverImage: 'public/images/vouchers/v.png',
};

const form = {
  name: 'Spa day',
  companyName: 'Spa Co',
  description: 'Relax',
  termsAndConditions: 'None',
  membershipPackage: 'pk-1',
  voucherCode: 'SPA10',
  numberOfVouchers: 10,
  expiryDate: '2030-02-01',
  discountType: 'flat',
  discount: 5,
};

describe('vouchers', () => {
  it('lists GET /admin/voucher/list (bare array) and searches name, company and code', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([voucher, { ...voucher, uuid: 'v2', voucherCode: 'GYM5', name: 'Gym', companyName: 'Fit' }]),
    );
    const { data } = await provider.getList('vouchers', everything({ q: 'gym5' }));
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API_URL}/admin/voucher/list` });
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(data.map((record) => record.id)).toEqual(['v2']);
  });

  it('creates with multipart POST /admin/voucher/create, the cover in `image`', async () => {
    const { provider, calls } = recordingApi(() => ok(voucher));
    await provider.create('vouchers', { data: { ...form, file: fileNamed('v.png') } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/voucher/create` });
    expect(formEntries(calls[0].body)).toEqual([
      ['name', 'Spa day'],
      ['companyName', 'Spa Co'],
      ['membershipPackage', 'pk-1'],
      ['description', 'Relax'],
      ['discountType', 'flat'],
      ['discount', '5'],
      ['expiryDate', '2030-02-01T00:00:00.000Z'],
      ['voucherCode', 'SPA10'],
      ['numberOfVouchers', '10'],
      ['termsAndConditions', 'None'],
      ['image', 'file:v.png'],
    ]);
  });

  it('updates with multipart PATCH, leaving an unchanged (possibly past) expiry date out', async () => {
    const { provider, calls } = recordingApi(() => ok(voucher));
    const record = { ...voucher, id: 'v1' };
    await provider.update('vouchers', { id: 'v1', data: { ...record, name: 'Spa' }, previousData: record });
    await provider.update('vouchers', {
      id: 'v1',
      data: { ...record, expiryDate: '2031-01-01' },
      previousData: record,
    });
    const [unchanged, changed] = calls.map((call) => formEntries(call.body));
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/voucher/update` });
    expect(unchanged.map(([name]) => name)).not.toContain('expiryDate');
    expect(unchanged).toContainEqual(['uuid', 'v1']);
    expect(unchanged.map(([name]) => name)).not.toContain('_id');
    expect(changed).toContainEqual(['expiryDate', '2031-01-01T00:00:00.000Z']);
  });

  it("toggles with {uuid, isActive: 'true'|'false'} as strings (H3 drops a JSON false)", async () => {
    const { provider, calls } = recordingApi(() => ok(voucher));
    await provider.toggleStatus('vouchers', { id: 'v1', value: false });
    await provider.toggleStatus('vouchers', { id: 'v1', value: true });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PATCH', `${API_URL}/admin/voucher/update`, { uuid: 'v1', isActive: 'false' }],
      ['PATCH', `${API_URL}/admin/voucher/update`, { uuid: 'v1', isActive: 'true' }],
    ]);
  });

  it('deletes with DELETE /admin/voucher/delete {uuid}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1 }));
    await provider.delete('vouchers', { id: 'v1' });
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: `${API_URL}/admin/voucher/delete`,
      body: { uuid: 'v1' },
    });
  });

  it('rejects an update refused with HTTP 200 carrying status 400', async () => {
    const { provider } = recordingApi(() => ({
      ...eWrapperFailure('"expiryDate" must be in the future'),
      http: 200,
    }));
    const record = { ...voucher, id: 'v1' };
    await expect(
      provider.update('vouchers', {
        id: 'v1',
        data: { ...record, expiryDate: '2019-01-01' },
        previousData: record,
      }),
    ).rejects.toThrow('"expiryDate" must be in the future');
  });

  it("reads a stored 'Flat' discount type as the form's 'flat', and '%' as it is", async () => {
    const { provider } = recordingApi(() =>
      ok([
        { ...voucher, uuid: 'v1', discountType: 'Flat' },
        { ...voucher, uuid: 'v2', discountType: '%' },
      ]),
    );
    const { data } = await provider.getList('vouchers', everything());
    expect(data.map((record) => record.discountType)).toEqual(['flat', '%']);
  });
});
