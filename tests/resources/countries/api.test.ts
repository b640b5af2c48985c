import { describe, expect, it } from 'vitest';
import { API_URL, everything, ok, recordingApi } from '../../helpers/recordingApi';

describe('countries', () => {
  it('reads the public GET /country/list (no token), a bare array keyed by ISO code, labelled', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([
        { _id: 'a', countryName: 'India', countryCallingCode: '91', countryCode: 'IN', __v: 0 },
        { _id: 'b', countryName: 'Cayman Islands', countryCallingCode: ' 345', countryCode: 'KY', __v: 0 },
      ]),
    );
    const { data } = await provider.getList('countries', everything());
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API_URL}/country/list`, auth: false });
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(data).toEqual([
      { id: 'IN', countryName: 'India', countryCallingCode: '91', countryCode: 'IN', label: 'India (+91)' },
      {
        id: 'KY',
        countryName: 'Cayman Islands',
        countryCallingCode: '345',
        countryCode: 'KY',
        label: 'Cayman Islands (+345)',
      },
    ]);
  });

  it('reads the failure shape data: [] as no countries', async () => {
    const { provider } = recordingApi(() => ok([]));
    expect((await provider.getList('countries', everything())).total).toBe(0);
  });
});
