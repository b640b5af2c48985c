import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { generatePng } from '../../server/src/seed/images';
import { type TestServer, insertPackage, signedInProvider } from './harness';

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const cover = () => ({
  rawFile: new File([new Uint8Array(generatePng('#ff7043', 16))], 'cover.png', { type: 'image/png' }),
});
const everything = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

let server: TestServer;
let provider: AppDataProvider;
let packageUuid: string;

const eventValues = (overrides: Record<string, unknown> = {}) => ({
  eventName: `Contract Event ${randomUUID().slice(0, 6)}`,
  eventDescription: 'Checked through the real client',
  price: 12,
  startTime: inHours(48),
  endTime: inHours(50),
  eventMode: 'on-site',
  eventVenue: 'Main Hall',
  eventCategory: 'Heart Health',
  membership: packageUuid,
  registrationLink: '',
  status: false,
  file: cover(),
  ...overrides,
});

const idsOf = async (phase: string) =>
  (await provider.getList('events', { ...everything, filter: { phase } })).data.map((event) => event.id);

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
  packageUuid = await insertPackage(server, 'Contract Gold', '#ffaa00');
});
afterAll(() => server.close());

describe('events through the app dataProvider (D1–D10)', () => {
  it('lists every seeded phase', async () => {
    for (const phase of ['upcoming', 'ongoing', 'past', 'cancelled', 'draft']) {
      const { data } = await provider.getList('events', { ...everything, filter: { phase } });
      expect(data.length, phase).toBeGreaterThan(0);
      expect(data.every((event) => event.phase === phase)).toBe(true);
    }
  });

  it('creates with an image, views, updates, toggles registration, cancels and deletes', async () => {
    const { data: created } = await provider.create('events', {
      data: eventValues({ eventName: 'Client Made' }),
    });
    expect(created.id).toEqual(expect.any(String));
    expect(await idsOf('upcoming')).toContain(created.id);

    const { data: viewed } = await provider.getOne('events', { id: created.id });
    expect(viewed).toMatchObject({
      eventName: 'Client Made',
      eventVenue: 'Main Hall',
      membership: packageUuid,
    });
    expect(String(viewed.image)).toMatch(/^public\/uploads\/events\//);
    expect((await fetch(`${server.url}/${String(viewed.image)}`)).status).toBe(200);

    await provider.update('events', {
      id: created.id,
      data: { ...viewed, eventDescription: 'Edited', file: undefined },
      previousData: viewed,
    });
    expect((await provider.getOne('events', { id: created.id })).data.eventDescription).toBe('Edited');

    await provider.toggleStatus('events', { id: String(created.id), value: false, previousData: viewed });
    expect((await provider.getOne('events', { id: created.id })).data.allowRegistration).toBe(false);

    await provider.act('events', 'cancel', { id: String(created.id) });
    expect(await idsOf('cancelled')).toContain(created.id);
    await expect(provider.act('events', 'cancel', { id: String(created.id) })).rejects.toMatchObject({
      status: 400,
    });

    await provider.delete('events', { id: created.id, previousData: viewed });
    expect(await idsOf('cancelled')).not.toContain(created.id);
    await expect(provider.getOne('events', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('saves a draft and an online event', async () => {
    const { data: draft } = await provider.create('events', { data: eventValues({ status: true }) });
    expect(await idsOf('draft')).toContain(draft.id);
    const { data: online } = await provider.create('events', {
      data: eventValues({ eventMode: 'online', meetingType: 'meeting', eventVenue: '' }),
    });
    const { data: viewed } = await provider.getOne('events', { id: online.id });
    expect(viewed.eventLink).toMatch(/^https:\/\/meet\.example\.com\/j\//);
  });

  it('rejects a create the server refuses, with its message', async () => {
    await expect(
      provider.create('events', { data: eventValues({ endTime: inHours(47) }) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/endTime/) });
  });

  it('adds, lists and deletes speakers', async () => {
    const { data: event } = await provider.create('events', { data: eventValues() });
    const eventId = String(event.id);
    await provider.create('speakers', {
      data: {
        eventUuid: eventId,
        name: 'Dr. Client',
        designation: 'GP',
        description: 'Talks',
        linkedInProfile: '',
        file: cover(),
      },
      meta: { params: { eventId } },
    });
    const listed = await provider.getList('speakers', { ...everything, filter: { eventId } });
    expect(listed.data).toMatchObject([
      { id: `${eventId}:Dr. Client`, name: 'Dr. Client', designation: 'GP' },
    ]);
    await provider.delete('speakers', { id: `${eventId}:Dr. Client`, previousData: listed.data[0] });
    expect((await provider.getList('speakers', { ...everything, filter: { eventId } })).data).toEqual([]);
  });

  it('lists registered users with their member details, never a password', async () => {
    const { data: event } = await provider.create('events', { data: eventValues() });
    const member = randomUUID();
    await server.db.query(
      `INSERT INTO users (uuid, name, email, city, country, password) VALUES ($1, 'Reg Client', $2, 'Leeds', 'UK', 'hash')`,
      [member, `${member}@contract.test`],
    );
    await server.db.query(
      `INSERT INTO event_registrations (uuid, user_uuid, event_uuid, quantity) VALUES ($1, $2, $3, 2)`,
      [randomUUID(), member, event.id],
    );
    const { data, total } = await provider.getList('registrations', {
      ...everything,
      filter: { eventId: String(event.id) },
    });
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      userName: 'Reg Client',
      city: 'Leeds',
      country: 'UK',
      quantity: 2,
      isActive: true,
    });
    expect(JSON.stringify(data[0])).not.toContain('hash');
  });
});
