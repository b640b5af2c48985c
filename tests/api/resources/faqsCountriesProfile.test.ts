import { describe, expect, it } from 'vitest';
import { API_URL, BEARER, everything, ok, recordingApi } from './recordingApi';

describe('faqs', () => {
  const faq = { _id: 'x', uuid: 'f1', question: 'How to join?', answer: 'Sign up.', isActive: true };

  it('lists GET /admin/faqs/list (bare array) and searches question and answer', async () => {
    const { provider, calls } = recordingApi(() =>
      ok([faq, { ...faq, uuid: 'f2', question: 'Refunds?', answer: 'Within 7 days' }]),
    );
    const { data } = await provider.getList('faqs', everything({ q: '7 days' }));
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${API_URL}/admin/faqs/list` });
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(data.map((record) => record.id)).toEqual(['f2']);
  });

  it('creates {question, answer}, updates {question, answer, uuid}, toggles {uuid, isActive} via faqs/update', async () => {
    const { provider, calls } = recordingApi(() => ok(faq));
    await provider.create('faqs', { data: { question: ' How? ', answer: 'So.', isActive: true } });
    const record = { ...faq, id: 'f1' };
    await provider.update('faqs', { id: 'f1', data: { ...record, answer: 'Now.' }, previousData: record });
    await provider.toggleStatus('faqs', { id: 'f1', value: false });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', `${API_URL}/admin/faqs/create`, { question: 'How?', answer: 'So.' }],
      ['PATCH', `${API_URL}/admin/faqs/update`, { question: 'How to join?', answer: 'Now.', uuid: 'f1' }],
      ['PATCH', `${API_URL}/admin/faqs/update`, { uuid: 'f1', isActive: false }],
    ]);
  });

  it('keeps the record when an update answers data: null (unknown uuid)', async () => {
    const { provider } = recordingApi(() => ok(null));
    const record = { ...faq, id: 'f1' };
    const { data } = await provider.update('faqs', {
      id: 'f1',
      data: { ...record, answer: 'Now.' },
      previousData: record,
    });
    expect(data).toMatchObject({ id: 'f1', answer: 'Now.' });
  });
});

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
