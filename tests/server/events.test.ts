import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPG, MP4, PNG, startAreaServer, type AreaServer } from './areaFixture';
import type { SeedContext } from '../../server/src/seed/context';
import { seedContent } from '../../server/src/modules/content/seed';
import { seededEvents, seedEvents } from '../../server/src/modules/events/seed';
import { seededMembers } from '../../server/src/modules/members/seed';
import { seededPackages } from '../../server/src/modules/packages/seed';
import { storeGeneratedImage } from '../../server/src/seed/images';
import { demoSizes } from '../../server/src/seed/index';
import { seedPromoCodes } from '../../server/src/modules/promoCodes/seed';
import { createRandom } from '../../server/src/seed/random';
import { seedVouchers } from '../../server/src/modules/vouchers/seed';

/** The server's clock, moved by the phase tests. */
const NOW = new Date('2030-06-15T12:00:00Z');
let clock = NOW;
const at = (hours: number) => new Date(NOW.getTime() + hours * 3600_000).toISOString();

let server: AreaServer;
let gold: string;

const eventForm = (overrides: Record<string, string> = {}) => ({
  name: `Event ${randomUUID().slice(0, 8)}`,
  description: 'A talk',
  price: '10',
  startTime: at(24),
  endTime: at(26),
  eventMode: 'on-site',
  eventLink: 'Town Hall',
  eventCategory: 'Heart Health',
  membershipPackage: gold,
  registrationLink: '',
  ...overrides,
});

async function createEvent(overrides: Record<string, string> = {}) {
  const answer = await server.upload('POST', '/admin/event/create', {
    ...eventForm(overrides),
    image: { name: 'cover.png', content: PNG },
  });
  expect(answer.body).toMatchObject({ status: 200 });
  return answer.body.data as Record<string, unknown>;
}

const list = async (path: string) =>
  (await server.call('GET', `${path}?page=1&limit=100`)).body.data as { list: { uuid: string }[] } | [];

const uuidsOf = (data: { list: { uuid: string }[] } | []) =>
  Array.isArray(data) ? [] : data.list.map((e) => e.uuid);

beforeAll(async () => {
  server = await startAreaServer({ now: () => clock });
  gold = await server.insertPackage('Gold', '#ffaa00');
});
afterAll(() => server.close());

describe('event create (D2)', () => {
  it('stores an on-site event with its image, duration and defaults', async () => {
    const event = await createEvent({ name: 'Heart Day' });
    expect(event).toMatchObject({
      name: 'Heart Day',
      price: 10,
      duration: 120,
      eventMode: 'on-site',
      meetingType: null,
      eventLink: 'Town Hall',
      status: 1,
      allowRegistration: true,
      speakers: [],
      EventRegisteredUsers: 0,
      registrationLink: null,
    });
    expect(event.image).toMatch(/^public\/uploads\/events\/.+\.png$/);
    expect((await server.app.inject({ url: `/${String(event.image)}` })).statusCode).toBe(200);
  });

  it('gives an online event a generated join link instead of a venue', async () => {
    const event = await createEvent({ eventMode: 'online', meetingType: 'webinar', eventLink: '' });
    expect(event.meetingType).toBe('webinar');
    expect(event.eventLink).toBe(`https://meet.example.com/j/${String(event.zoomEventId)}`);
  });

  it.each([
    ['a missing field', { name: '' }, /"name" is not allowed to be empty/],
    ['an unknown field', { allowRegistration: 'true' }, /"allowRegistration" is not allowed/],
    ['a negative price', { price: '-1' }, /"price" must be greater than or equal to 0/],
    ['an end before the start', { endTime: at(23) }, /"endTime" must be greater than "startTime"/],
    ['on-site without a venue', { eventLink: '' }, /"eventLink"/],
    ['online without a meeting type', { eventMode: 'online' }, /"meetingType" is required/],
    ['a bad mode', { eventMode: 'hybrid' }, /"eventMode" must be one of/],
    ['a bad status', { status: '5' }, /"status" must be one of/],
    ['a bad registration link', { registrationLink: 'ftp:x' }, /"registrationLink"/],
    ['an unknown package', { membershipPackage: randomUUID() }, /no package found/],
  ])('refuses %s with a 400 E-wrapper and writes nothing', async (_label, overrides, message) => {
    const before = await server.count('events');
    const answer = await server.upload('POST', '/admin/event/create', {
      ...eventForm(overrides),
      image: { name: 'cover.png', content: PNG },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, error: expect.stringMatching(message) });
    expect(await server.count('events')).toBe(before);
  });

  it('refuses a duplicate name, a missing image, a wrong file type and a file over 2 MB', async () => {
    await createEvent({ name: 'Unique Name' });
    const before = await server.count('events');
    const cases = [
      { ...eventForm({ name: 'Unique Name' }), image: { name: 'c.png', content: PNG } },
      eventForm(),
      { ...eventForm(), image: { name: 'c.mp4', content: MP4 } },
      { ...eventForm(), image: { name: 'c.jpg', content: Buffer.concat([JPG, Buffer.alloc(2_000_001)]) } },
    ];
    for (const parts of cases) {
      const answer = await server.upload('POST', '/admin/event/create', parts);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.status).toBe(400);
    }
    expect(await server.count('events')).toBe(before);
  });

  it('answers 401 plain text without a token', async () => {
    const answer = await server.call('GET', '/admin/event/listUpcoming?page=1&limit=10', undefined, false);
    expect(answer.statusCode).toBe(401);
    expect(answer.text).toBe('Unauthorized');
  });
});

describe('event phases (D1, D1b) follow the server clock', () => {
  it('puts each event in exactly one phase, moving with time', async () => {
    clock = NOW;
    const upcoming = await createEvent({ startTime: at(1), endTime: at(3) });
    const ongoing = await createEvent({ startTime: at(-1), endTime: at(1) });
    const past = await createEvent({ startTime: at(-5), endTime: at(-3) });
    const draft = await createEvent({ status: '2', startTime: at(-1), endTime: at(1) });
    const cancelled = await createEvent({ startTime: at(-1), endTime: at(1) });
    await server.call('PATCH', '/admin/event/cancel', { uuid: cancelled.uuid });

    const phases = {
      upcoming: uuidsOf(await list('/admin/event/listUpcoming')),
      ongoing: uuidsOf(await list('/admin/event/listOngoing')),
      past: uuidsOf(await list('/admin/event/listPast')),
      cancelled: uuidsOf(await list('/admin/event/listCancelled')),
      draft: uuidsOf(await list('/admin/event/draft/list')),
    };
    expect(phases.upcoming).toContain(upcoming.uuid);
    // Drafts and cancelled events that are running now are not "ongoing" (the documents' reading).
    expect(phases.ongoing).toEqual([ongoing.uuid]);
    expect(phases.past).toEqual([past.uuid]);
    expect(phases.cancelled).toEqual([cancelled.uuid]);
    expect(phases.draft).toEqual([draft.uuid]);

    clock = new Date(NOW.getTime() + 2 * 3600_000);
    expect(uuidsOf(await list('/admin/event/listOngoing'))).toEqual([upcoming.uuid]);
    expect(uuidsOf(await list('/admin/event/listPast'))).toEqual(
      expect.arrayContaining([past.uuid, ongoing.uuid]),
    );
    clock = NOW;
  });

  it('pages with next/previous and carries packages only on the draft list', async () => {
    const page = (await server.call('GET', '/admin/event/listUpcoming?page=1&limit=2')).body.data as {
      list: Record<string, unknown>[];
      next?: { count: number };
    };
    expect(page.list).toHaveLength(2);
    expect(page.next?.count).toBeGreaterThan(2);
    expect(page.list[0]).not.toHaveProperty('packages');
    const drafts = (await list('/admin/event/draft/list')) as { list: Record<string, unknown>[] };
    expect(drafts.list[0]?.packages).toMatchObject([{ uuid: gold, name: 'Gold', colour: '#ffaa00' }]);
    expect((await server.call('GET', '/admin/event/listUpcoming')).body.data).toEqual({ list: [] });
  });
});

describe('event update, view, registration toggle, cancel and delete', () => {
  it('updates only the sent fields and keeps the stored times (D3)', async () => {
    const event = await createEvent();
    const answer = await server.upload('PATCH', '/admin/event/update', {
      uuid: String(event.uuid),
      description: 'New text',
      image: { name: 'new.jpg', content: JPG },
    });
    expect(answer.body.data).toMatchObject({
      description: 'New text',
      startTime: event.startTime,
      endTime: event.endTime,
    });
    expect((answer.body.data as { image: string }).image).toMatch(/\.jpg$/);
    const json = await server.call('PATCH', '/admin/event/update', { uuid: event.uuid, endTime: at(30) });
    expect(json.body.data).toMatchObject({ duration: 360 });
  });

  it('refuses extra keys, a taken name and an unknown uuid', async () => {
    const event = await createEvent({ name: 'Update Me' });
    await createEvent({ name: 'Taken' });
    const extra = await server.call('PATCH', '/admin/event/update', { uuid: event.uuid, packages: [] });
    expect(extra).toMatchObject({
      statusCode: 400,
      body: { status: 400, error: '"packages" is not allowed' },
    });
    const taken = await server.call('PATCH', '/admin/event/update', { uuid: event.uuid, name: 'Taken' });
    expect(taken.statusCode).toBe(400);
    const unknown = await server.call('PATCH', '/admin/event/update', { uuid: randomUUID(), name: 'x' });
    expect(unknown).toMatchObject({ statusCode: 404, body: { status: 404 } });
    const view = await server.call('POST', '/admin/event/view', { uuid: event.uuid });
    expect(view.body.data).toMatchObject({ name: 'Update Me' });
  });

  it('views an event with packages and speakers (D4)', async () => {
    const event = await createEvent();
    await server.upload('POST', '/admin/event/speaker/create', {
      eventUuid: String(event.uuid),
      name: 'Dr. Rao',
      designation: 'Cardiologist',
      description: 'Heart expert',
      linkedInProfile: 'https://linkedin.example/rao',
    });
    const view = await server.call('POST', '/admin/event/view', { uuid: event.uuid });
    expect(view.body.data).toMatchObject({
      uuid: event.uuid,
      packages: [{ uuid: gold }],
      speakers: [
        { name: 'Dr. Rao', designation: 'Cardiologist', image: 'public/assets/images/palceholder.jpg' },
      ],
    });
    expect((await server.call('POST', '/admin/event/view', { uuid: randomUUID() })).statusCode).toBe(404);
  });

  it('toggles allowRegistration with booleans or strings', async () => {
    const event = await createEvent();
    const off = await server.call('PATCH', '/admin/event/change/status', {
      uuid: event.uuid,
      allowRegistration: false,
    });
    expect(off.body.data).toMatchObject({ allowRegistration: false });
    const on = await server.upload('PATCH', '/admin/event/change/status', {
      uuid: String(event.uuid),
      allowRegistration: 'true',
    });
    expect(on.body.data).toMatchObject({ allowRegistration: true });
    const bad = await server.call('PATCH', '/admin/event/change/status', { uuid: event.uuid });
    expect(bad.statusCode).toBe(400);
  });

  it('cancels once (D6) and soft-deletes (D7)', async () => {
    const event = await createEvent();
    const cancel = await server.call('PATCH', '/admin/event/cancel', { uuid: event.uuid, status: 0 });
    expect(cancel.body).toMatchObject({ status: 200, data: { n: 1, nModified: 1, ok: 1 } });
    const again = await server.call('PATCH', '/admin/event/cancel', { uuid: event.uuid });
    expect(again).toMatchObject({ statusCode: 400, body: { error: 'Error! Unable to cancel event.' } });

    const removed = await server.call('DELETE', '/admin/event/delete', { uuid: event.uuid });
    expect(removed.body).toMatchObject({ status: 200, data: { n: 1, ok: 1, deletedCount: 1 } });
    expect(uuidsOf(await list('/admin/event/listCancelled'))).not.toContain(event.uuid);
    expect((await server.call('POST', '/admin/event/view', { uuid: event.uuid })).statusCode).toBe(404);
    expect((await server.call('DELETE', '/admin/event/delete', { uuid: event.uuid })).statusCode).toBe(404);
    const [row] = await server.db.query<{ deleted: boolean }>('SELECT deleted FROM events WHERE uuid = $1', [
      event.uuid,
    ]);
    expect(row?.deleted).toBe(true);
  });
});

describe('registered users (D8) and speakers (D9, D10)', () => {
  it('pages registrations with the member (never the password)', async () => {
    const event = await createEvent();
    const empty = await server.call('POST', '/admin/event/user/registered/list?page=1&limit=10', {
      uuid: event.uuid,
    });
    expect(empty.body.data).toEqual([]);
    const member = await server.insertMember('Reg User');
    await server.db.query(
      `INSERT INTO event_registrations (uuid, user_uuid, event_uuid, quantity, is_active) VALUES ($1, $2, $3, 2, false)`,
      [randomUUID(), member, event.uuid],
    );
    const page = await server.call('POST', '/admin/event/user/registered/list?page=1&limit=10', {
      uuid: event.uuid,
    });
    const [registration] = (page.body.data as { list: Record<string, unknown>[] }).list;
    expect(registration).toMatchObject({
      userUuid: member,
      eventUuid: event.uuid,
      quantity: 2,
      isActive: false,
      Users: [{ uuid: member, name: 'Reg User', city: 'Pune', country: 'India' }],
    });
    expect((registration?.Users as Record<string, unknown>[])[0]).not.toHaveProperty('password');
    const view = await server.call('POST', '/admin/event/view', { uuid: event.uuid });
    expect(view.body.data).toMatchObject({ EventRegisteredUsers: 1 });
    const unknown = await server.call('POST', '/admin/event/user/registered/list?page=1&limit=10', {
      uuid: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('adds speakers with an image, refuses bad input, removes them by name', async () => {
    const event = await createEvent();
    const speaker = {
      eventUuid: String(event.uuid),
      name: 'Ann',
      designation: 'Coach',
      description: 'Yoga',
    };
    const added = await server.upload('POST', '/admin/event/speaker/create', {
      ...speaker,
      linkedInProfile: '',
      image: { name: 'ann.jpg', content: JPG },
    });
    expect(added.body).toEqual({ status: 200, message: 'Success', data: null });

    const before = await server.count('event_speakers');
    for (const parts of [
      { ...speaker, designation: '' },
      { ...speaker, linkedInProfile: 'not a url' },
      { ...speaker, extra: 'x' },
      { ...speaker, image: { name: 'ann.pdf', content: Buffer.from('%PDF-1.4') } },
    ]) {
      expect((await server.upload('POST', '/admin/event/speaker/create', parts)).statusCode).toBe(400);
    }
    const unknown = await server.upload('POST', '/admin/event/speaker/create', {
      ...speaker,
      eventUuid: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await server.count('event_speakers')).toBe(before);

    const view = await server.call('POST', '/admin/event/view', { uuid: event.uuid });
    expect((view.body.data as { speakers: { image: string }[] }).speakers[0]?.image).toMatch(/\.jpg$/);
    const removed = await server.call('DELETE', '/admin/event/speaker/delete', {
      eventUuid: event.uuid,
      name: 'Ann',
    });
    expect(removed.body).toMatchObject({ status: 200, data: null });
    const gone = await server.call('DELETE', '/admin/event/speaker/delete', {
      eventUuid: event.uuid,
      name: 'Ann',
    });
    expect(gone.statusCode).toBe(404);
  });
});

const SEED_NOW = new Date('2032-03-04T10:00:00.000Z');

const listLength = async (seeded: AreaServer, url: string) => {
  const data = (await seeded.call('GET', url)).body.data as { list: unknown[] } | unknown[];
  return Array.isArray(data) ? data.length : data.list.length;
};

describe('the demo seed of events, promo codes, content and vouchers', () => {
  let seeded: AreaServer;
  let members: string[];
  beforeAll(async () => {
    seeded = await startAreaServer({ now: () => SEED_NOW });
    const gold = await seeded.insertPackage('Gold', '#ffaa00');
    members = await Promise.all(['Ann', 'Ben', 'Cy', 'Dee'].map((name) => seeded.insertMember(name)));
    const ctx: SeedContext = {
      db: seeded.db,
      config: seeded.ctx.config,
      random: createRandom(),
      sizes: await demoSizes(),
      refs: new Map(),
      now: SEED_NOW,
      files: seeded.ctx.files,
      image: (name, colour) => storeGeneratedImage(seeded.ctx.files, name, colour),
    };
    seededPackages(ctx).push({
      uuid: gold,
      name: 'Gold',
      colour: '#ffaa00',
      annualCost: 100,
      isActive: true,
    });
    seededMembers(ctx).push(
      ...members.map((uuid) => ({ uuid, name: 'M', email: `${uuid}@x.test`, hasPackage: true })),
    );
    for (const seeder of [seedEvents, seedPromoCodes, seedContent, seedVouchers]) await seeder(ctx);
    expect(seededEvents(ctx)).toHaveLength(ctx.sizes.events);
  });
  afterAll(() => seeded.close());

  it.each(['listUpcoming', 'listOngoing', 'listPast', 'listCancelled', 'draft/list'])(
    'fills the %s list at the seed time',
    async (list) => {
      expect(await listLength(seeded, `/admin/event/${list}?page=1&limit=100`)).toBeGreaterThan(0);
    },
  );

  it('registers seeded members and records their registration-fee payments', async () => {
    const [row] = await seeded.db.query<{ registrations: number; payments: number; strangers: number }>(
      `SELECT (SELECT count(*)::int FROM event_registrations) AS registrations,
              (SELECT count(*)::int FROM payments WHERE event_uuid IS NOT NULL) AS payments,
              (SELECT count(*)::int FROM event_registrations WHERE NOT (user_uuid = ANY($1))) AS strangers`,
      [members],
    );
    expect(row?.registrations).toBeGreaterThan(0);
    expect(row?.payments).toBeGreaterThan(0);
    expect(row?.strangers).toBe(0);
  });

  it('has promo codes active and inactive, media and documents notified and not, and vouchers', async () => {
    const codes = (await seeded.call('GET', '/admin/event/voucher/list')).body.data as { status: boolean }[];
    expect(new Set(codes.map((c) => c.status))).toEqual(new Set([true, false]));
    const media = (await seeded.call('GET', '/admin/contentLibrary/list?page=1&limit=1000')).body.data as {
      list: { type: string; notified: boolean; upload: string | null }[];
    };
    expect(new Set(media.list.map((m) => m.type))).toEqual(new Set(['video', 'audio']));
    expect(new Set(media.list.map((m) => m.notified))).toEqual(new Set([true, false]));
    expect(media.list.some((m) => m.upload === null)).toBe(true);
    const documents = (
      await seeded.call('GET', '/admin/contentLibrary/document/listDocument?page=1&limit=100')
    ).body.data as { list: { type: string; upload: string }[] };
    expect(new Set(documents.list.map((d) => d.type))).toEqual(new Set(['pdf', 'image']));
    const pdf = documents.list.find((d) => d.type === 'pdf') as { upload: string };
    const served = await seeded.app.inject({ url: `/${pdf.upload}` });
    expect(served.body.startsWith('%PDF-1.4')).toBe(true);
    expect(await listLength(seeded, '/admin/voucher/list')).toBe((await demoSizes()).vouchers);
  });

  it('gives every seeded event a uuid the view answers', async () => {
    const [first] = await seeded.db.query<{ uuid: string }>('SELECT uuid FROM events LIMIT 1');
    const view = await seeded.call('POST', '/admin/event/view', { uuid: first?.uuid ?? randomUUID() });
    expect(view.body.status).toBe(200);
  });
});
