import { describe, expect, it } from 'vitest';
import { API_URL, everything, ok, recordingApi } from '../../helpers/recordingApi';

describe('heroApplications', () => {
  const application = {
    uuid: 'a1',
    userUuid: 'u1',
    mobile: '555',
    ageGroup: '30-50',
    User: [{ name: 'Ravi', email: 'r@x.io', city: 'Goa', country: 'India', password: 'h' }],
  };

  it('lists GET /admin/healthHeroRegistration/list (bare array), flattening the user', async () => {
    const { provider, calls } = recordingApi(() => ok([application]));
    const { data } = await provider.getList('heroApplications', everything({ q: 'ravi' }));
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API_URL}/admin/healthHeroRegistration/list` });
    expect(data[0]).toMatchObject({ id: 'a1', name: 'Ravi', email: 'r@x.io', country: 'India' });
    expect(data[0].User[0]).not.toHaveProperty('password');
  });

  it("views with POST …/healthHeroRegistration/view {healthHeroUuid: the application's uuid}", async () => {
    const { provider, calls } = recordingApi(() => ok(application));
    await provider.getOne('heroApplications', { id: 'a1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/healthHeroRegistration/view`,
      body: { healthHeroUuid: 'a1' },
    });
  });
});
