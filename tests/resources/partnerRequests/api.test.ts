import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { API_URL, everything, ok, recordingApi } from '../../helpers/recordingApi';

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
