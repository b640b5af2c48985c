import { describe, expect, it } from 'vitest';
import { API_URL, BEARER, ok, recordingApi } from '../../helpers/recordingApi';

describe('profile', () => {
  const admin = {
    _id: 'x',
    uuid: 'ad1',
    name: 'Nina Rao Iyer',
    countryCode: 91,
    phone: '9876543210',
    email: 'nina@x.io',
  };

  it('views with POST /admin/profile/view, splitting the name and reading countryCode as text', async () => {
    const { provider, calls } = recordingApi(() => ok(admin));
    const { data } = await provider.getOne('profile', { id: 'me' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/profile/view` });
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(data).toMatchObject({
      id: 'ad1',
      firstName: 'Nina',
      lastName: 'Rao Iyer',
      countryCode: '91',
      newPassword: '',
    });
  });

  it('rejects the HTTP 200 answer carrying status 404', async () => {
    const { provider } = recordingApi(() => ({
      http: 200,
      body: { status: 404, message: 'x', error: 'Admin not found' },
    }));
    await expect(provider.getOne('profile', { id: 'me' })).rejects.toThrow('Admin not found');
  });

  it('updates with PATCH /admin/profile/update JSON of the six A6 keys (no uuid), countryCode a string, the current password beside a new one', async () => {
    const { provider, calls } = recordingApi(() => ok(admin));
    const record = {
      ...admin,
      id: 'ad1',
      firstName: 'Nina',
      lastName: 'Rao',
      countryCode: '91',
      newPassword: '',
      confirmPassword: '',
    };
    await provider.update('profile', {
      id: 'ad1',
      data: {
        ...record,
        countryCode: 1,
        newPassword: 'secret123',
        confirmPassword: 'secret123',
        currentPassword: 'old-secret',
      },
      previousData: record,
    });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/profile/update` });
    expect(calls[0].body).toEqual({
      name: 'Nina Rao',
      countryCode: '1',
      phone: '9876543210',
      email: 'nina@x.io',
      newPassword: 'secret123',
      confirmPassword: 'secret123',
      currentPassword: 'old-secret',
    });
  });
});
