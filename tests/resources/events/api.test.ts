import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import {
  API_URL,
  BEARER,
  everything,
  eWrapperFailure,
  expectSent,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
} from '../../helpers/recordingApi';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const rawEvent = (uuid: string, extra: Record<string, unknown> = {}) => ({
  _id: `_${uuid}`,
  uuid,
  name: `Event ${uuid}`,
  description: 'About it',
  image: 'public/images/events/e.png',
  price: 10,
  startTime: inHours(24),
  endTime: inHours(25),
  eventMode: 'on-site',
  eventLink: 'Town hall',
  eventCategory: 'Diet',
  membershipPackage: 'pk-1',
  registrationLink: null,
  status: 1,
  ...extra,
});

const form = {
  eventName: 'Yoga Day',
  eventDescription: 'Stretch',
  eventVenue: 'Town hall',
  membership: 'pk-1',
  status: false,
  price: 0,
  startTime: '2030-01-01T10:00:00.000Z',
  endTime: '2030-01-01T11:00:00.000Z',
  eventMode: 'on-site',
  meetingType: 'webinar',
  eventCategory: 'Diet',
  registrationLink: '',
};

describe('events: lists by phase', () => {
  it.each([
    ['upcoming', '/admin/event/listUpcoming'],
    ['ongoing', '/admin/event/listOngoing'],
    ['past', '/admin/event/listPast'],
    ['cancelled', '/admin/event/listCancelled'],
    ['draft', '/admin/event/draft/list'],
  ])('%s reads GET %s?page=1&limit=100', async (phase, path) => {
    const { provider, calls } = recordingApi(() => ok({ list: [] }));
    await provider.getList('events', everything({ phase }));
    expectSent(calls[0], 'GET', path, { page: 1, limit: 100 });
  });

  it('defaults to upcoming and reads the draft list empty shape data: []', async () => {
    const { provider, calls } = recordingApi(() => ok([]));
    expect((await provider.getList('events', everything())).total).toBe(0);
    expect(calls[0].url).toBe(`${API_URL}/admin/event/listUpcoming`);
  });

  it('normalises form fields, the stored status, the phase and the package of draft lists', async () => {
    const { provider } = recordingApi(() =>
      ok({
        list: [
          rawEvent('e1'),
          rawEvent('e2', { status: 2, packages: [{ name: 'Gold', colour: '#fc0' }] }),
          rawEvent('e3', { status: 0 }),
          rawEvent('e4', { startTime: inHours(-2), endTime: inHours(-1) }),
          rawEvent('e5', { startTime: inHours(-1), endTime: inHours(1) }),
        ],
      }),
    );
    const { data } = await provider.getList('events', everything({ phase: 'upcoming' }));
    expect(data[0]).toMatchObject({
      id: 'e1',
      eventName: 'Event e1',
      eventDescription: 'About it',
      eventVenue: 'Town hall',
      membership: 'pk-1',
      status: false,
      statusCode: 1,
      phase: 'upcoming',
    });
    expect(data[1]).toMatchObject({
      status: true,
      statusCode: 2,
      phase: 'draft',
      membershipName: 'Gold',
      packageColour: '#fc0',
    });
    expect(data.slice(2).map((record) => record.phase)).toEqual(['cancelled', 'past', 'ongoing']);
  });

  it('searches name, start date and time as listed, and mode', async () => {
    const start = '2031-06-15T09:30:00.000Z';
    const { provider } = recordingApi(() =>
      ok({
        list: [rawEvent('e1', { startTime: start }), rawEvent('e2', { name: 'Zen', eventMode: 'online' })],
      }),
    );
    const ids = async (q: string) =>
      (await provider.getList('events', everything({ q }))).data.map((r) => r.id);
    expect(await ids('zen')).toEqual(['e2']);
    expect(await ids('ONLINE')).toEqual(['e2']);
    expect(await ids(format(new Date(start), 'MM-dd-yyyy'))).toEqual(['e1']);
    expect(await ids(format(new Date(start), 'hh:mm a'))).toEqual(['e1']);
  });
});

describe('events: one record and writes', () => {
  it('views with POST /admin/event/view {uuid}, speakers included', async () => {
    const { provider, calls } = recordingApi(() =>
      ok(rawEvent('e1', { speakers: [{ name: 'Ann' }], packages: [] })),
    );
    const { data } = await provider.getOne('events', { id: 'e1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/event/view`,
      body: { uuid: 'e1' },
    });
    expect(data.speakers).toEqual([{ name: 'Ann' }]);
  });

  it('creates an on-site event: venue as eventLink, no meetingType, Save as Draft unchecked → status 1, image', async () => {
    const { provider, calls } = recordingApi(() => ok(rawEvent('e9')));
    await provider.create('events', { data: { ...form, file: { rawFile: fileNamed('e.png') } } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/event/create` });
    expect(formEntries(calls[0].body)).toEqual([
      ['name', 'Yoga Day'],
      ['description', 'Stretch'],
      ['price', '0'],
      ['startTime', '2030-01-01T10:00:00.000Z'],
      ['endTime', '2030-01-01T11:00:00.000Z'],
      ['eventMode', 'on-site'],
      ['eventLink', 'Town hall'],
      ['eventCategory', 'Diet'],
      ['membershipPackage', 'pk-1'],
      ['registrationLink', ''],
      ['status', '1'],
      ['image', 'file:e.png'],
    ]);
  });

  it('creates an online draft: meetingType, no venue, status 2', async () => {
    const { provider, calls } = recordingApi(() => ok(rawEvent('e9')));
    await provider.create('events', { data: { ...form, eventMode: 'online', status: true } });
    const entries = formEntries(calls[0].body);
    expect(entries).toContainEqual(['meetingType', 'webinar']);
    expect(entries).toContainEqual(['status', '2']);
    expect(entries.map(([name]) => name)).not.toContain('eventLink');
  });

  it('rejects a create failure with the E-wrapper text (spec 2 §7: shown in a snackbar)', async () => {
    const { provider } = recordingApi(() => eWrapperFailure('"name" must be unique'));
    const error = await provider.create('events', { data: form }).catch((reason: unknown) => reason);
    expect((error as HttpError).message).toBe('"name" must be unique');
  });

  it('updates with PATCH /admin/event/update: only D3 keys plus uuid, both times always', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    const record = {
      ...rawEvent('e1', { speakers: [], packages: [] }),
      id: 'e1',
      ...form,
      statusCode: 1,
      phase: 'upcoming',
    };
    await provider.update('events', { id: 'e1', data: record, previousData: record });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/event/update` });
    const names = formEntries(calls[0].body).map(([name]) => name);
    const allowed = [
      'name',
      'description',
      'image',
      'price',
      'startTime',
      'endTime',
      'duration',
      'eventMode',
      'meetingType',
      'eventLink',
      'eventCategory',
      'membershipPackage',
      'registrationLink',
      'status',
      'uuid',
    ];
    expect(names.every((name) => allowed.includes(name))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['startTime', 'endTime', 'uuid']));
  });
});

describe('events: status and actions', () => {
  it('toggles Allow Registration with PATCH /admin/event/change/status {uuid, allowRegistration}', async () => {
    const { provider, calls } = recordingApi(() => ok(null));
    const { data } = await provider.toggleStatus('events', {
      id: 'e1',
      value: true,
      previousData: { id: 'e1' },
    });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/event/change/status`,
      body: { uuid: 'e1', allowRegistration: true },
    });
    expect(data.allowRegistration).toBe(true);
  });

  it.each([
    ['cancel', 'PATCH', '/admin/event/cancel', {}, { uuid: 'e1' }],
    [
      'allowRegistration',
      'PATCH',
      '/admin/event/change/status',
      { allowRegistration: false },
      { uuid: 'e1', allowRegistration: false },
    ],
    ['remove', 'DELETE', '/admin/event/delete', {}, { uuid: 'e1' }],
  ])('act %s sends %s %s', async (action, method, path, data, body) => {
    const { provider, calls } = recordingApi(() => ok(''));
    await provider.act('events', action, { id: 'e1', data });
    expect(calls[0]).toMatchObject({ method, url: `${API_URL}${path}`, body });
    expect(calls[0].headers.Authorization).toBe(BEARER);
  });

  it('deletes with DELETE /admin/event/delete {uuid}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1, ok: 1, deletedCount: 1 }));
    await provider.delete('events', { id: 'e1', previousData: { id: 'e1' } });
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: `${API_URL}/admin/event/delete`,
      body: { uuid: 'e1' },
    });
  });

  it('rejects a cancel of an already-cancelled event (400 E-wrapper)', async () => {
    const { provider } = recordingApi(() => eWrapperFailure('Error! Unable to cancel event.'));
    await expect(provider.act('events', 'cancel', { id: 'e1' })).rejects.toThrow(
      'Error! Unable to cancel event.',
    );
  });
});
