import { describe, expect, it } from 'vitest';
import {
  API_URL,
  BEARER,
  everything,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
} from '../../helpers/recordingApi';

const speaker = (name: string) => ({
  name,
  designation: 'Coach',
  description: 'Bio',
  linkedInProfile: '',
  image: 'p.png',
});

describe('speakers', () => {
  it("lists the event view's speakers: POST /admin/event/view {uuid: eventId}, id eventId:name", async () => {
    const { provider, calls } = recordingApi(() =>
      ok({ uuid: 'e1', name: 'Yoga', speakers: [speaker('Ann'), speaker('Bo')] }),
    );
    const { data } = await provider.getList('speakers', everything({ eventId: 'e1' }));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/event/view`,
      body: { uuid: 'e1' },
    });
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(data.map((record) => [record.id, record.eventUuid])).toEqual([
      ['e1:Ann', 'e1'],
      ['e1:Bo', 'e1'],
    ]);
  });

  it('reads an event without speakers as empty', async () => {
    const { provider } = recordingApi(() => ok({ uuid: 'e1' }));
    expect((await provider.getList('speakers', everything({ eventId: 'e1' }))).total).toBe(0);
  });

  it('creates with multipart eventUuid, name, designation, description, linkedInProfile, image', async () => {
    const { provider, calls } = recordingApi(() => ok(null));
    await provider.create('speakers', {
      data: {
        eventUuid: 'e1',
        name: 'Ann',
        designation: 'Coach',
        description: 'Bio',
        linkedInProfile: 'https://linkedin.com/in/ann',
        file: { rawFile: fileNamed('ann.jpg', 'image/jpeg') },
      },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/event/speaker/create` });
    expect(formEntries(calls[0].body)).toEqual([
      ['eventUuid', 'e1'],
      ['name', 'Ann'],
      ['designation', 'Coach'],
      ['description', 'Bio'],
      ['linkedInProfile', 'https://linkedin.com/in/ann'],
      ['image', 'file:ann.jpg'],
    ]);
  });

  it('deletes with DELETE /admin/event/speaker/delete {eventUuid, name}, from the record or from the id alone', async () => {
    const { provider, calls } = recordingApi(() => ok(null));
    await provider.delete('speakers', {
      id: 'e1:Ann Lee',
      previousData: { id: 'e1:Ann Lee', eventUuid: 'e1', name: 'Ann Lee' },
    });
    await provider.delete('speakers', { id: 'e2:Bo: the coach' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['DELETE', `${API_URL}/admin/event/speaker/delete`, { eventUuid: 'e1', name: 'Ann Lee' }],
      ['DELETE', `${API_URL}/admin/event/speaker/delete`, { eventUuid: 'e2', name: 'Bo: the coach' }],
    ]);
  });
});

describe('registrations', () => {
  const row = (userUuid: string, user: Record<string, unknown>[]) => ({
    userUuid,
    eventUuid: 'e1',
    quantity: 2,
    isActive: true,
    createdAt: '2024-05-01T10:00:00.000Z',
    Users: user,
    id: null,
  });

  it('reads POST /admin/event/user/registered/list?page&limit {uuid: eventId}, flattening Users[0] without password', async () => {
    const { provider, calls } = recordingApi(() =>
      ok({
        list: [
          row('u1', [{ name: 'Mary', email: 'm@x.io', city: 'Pune', country: 'India', password: 'hash' }]),
          row('u2', []),
        ],
      }),
    );
    const { data } = await provider.getList('registrations', everything({ eventId: 'e1' }));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/event/user/registered/list`,
      query: { page: 1, limit: 100 },
      body: { uuid: 'e1' },
    });
    expect(data[0]).toMatchObject({
      userName: 'Mary',
      email: 'm@x.io',
      city: 'Pune',
      country: 'India',
      quantity: 2,
    });
    expect(data[0].Users[0]).not.toHaveProperty('password');
    expect(data[1]).toMatchObject({ userName: '', email: '' });
    expect(new Set(data.map((record) => record.id)).size).toBe(2);
  });

  it('reads the empty shape data: [] and searches user name and email', async () => {
    const empty = recordingApi(() => ok([]));
    expect((await empty.provider.getList('registrations', everything({ eventId: 'e1' }))).total).toBe(0);
    const { provider } = recordingApi(() =>
      ok({
        list: [row('u1', [{ name: 'Mary', email: 'm@x.io' }]), row('u2', [{ name: 'Raj', email: 'r@x.io' }])],
      }),
    );
    const { data } = await provider.getList('registrations', everything({ eventId: 'e1', q: 'r@x' }));
    expect(data.map((record) => record.userName)).toEqual(['Raj']);
  });
});
