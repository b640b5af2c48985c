import { describe, expect, it } from 'vitest';
import { API_URL, everything, ok, recordingApi } from '../../helpers/recordingApi';

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
