import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedActivity } from '../../server/src/modules/activity/seed';
import { seededEvents } from '../../server/src/modules/events/seed';
import { seededMembers } from '../../server/src/modules/members/seed';
import { MP4, PNG, startAreaServer, type ActivityEntry, type AreaServer, type Parts } from './areaFixture';

/**
 * The activity log over every area's writes (issue #18): each write through /v1 leaves one entry, in its own
 * transaction, with the record's label and its changed fields before → after, and never a secret.
 */

let server: AreaServer;
let gold: string;

const PDF = Buffer.from('%PDF-1.4\n%test\n');
const FUTURE = '2099-01-01T00:00:00.000Z';

const entriesOf = (recordId: string) => server.activityOf(recordId);

const actionsOf = async (recordId: string) => (await entriesOf(recordId)).map((e) => e.action);

const changeOf = (entry: ActivityEntry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field);

/** Members inserted by the fixture hold the password 'secret-hash'; the admin's is 'not-a-hash'. */
async function expectNoSecretStored() {
  const stored = JSON.stringify(await server.db.query('SELECT * FROM activity'));
  expect(stored).not.toMatch(/secret-hash|not-a-hash|"password"|token/i);
}

async function createEvent(name: string) {
  const answer = await server.upload('POST', '/admin/event/create', {
    name,
    description: 'd',
    price: '25',
    startTime: '2099-01-01T10:00:00Z',
    endTime: '2099-01-01T11:00:00Z',
    eventMode: 'on-site',
    eventLink: 'Hall',
    eventCategory: 'Diet',
    membershipPackage: gold,
    image: { name: 'e.png', content: PNG },
  });
  return (answer.body.data as { uuid: string }).uuid;
}

beforeAll(async () => {
  server = await startAreaServer();
  gold = await server.insertPackage('Gold');
});
afterAll(() => server.close());

describe('content library', () => {
  const mediaForm: Parts = {
    title: 'Breathing Basics',
    type: 'video',
    description: 'Five minutes a day',
    membershipType: '',
    category: 'Lifestyle',
  };

  it('records multimedia create, update, upload, status, notify and delete', async () => {
    const created = await server.upload('POST', '/admin/contentLibrary/video/createMedia', {
      ...mediaForm,
      membershipType: gold,
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.upload('PATCH', '/admin/contentLibrary/media/update', { uuid, title: 'Breathing Better' });
    await server.upload('PATCH', '/admin/contentLibrary/video/saveMedia', {
      uuid,
      upload: { name: 'clip.mp4', content: MP4 },
    });
    await server.call('PATCH', '/admin/contentLibrary/status/update', { uuid, isActive: false });
    await server.call('POST', '/admin/send/contentUpload/notification', { uuid });
    await server.call('DELETE', '/admin/contentLibrary/delete', { uuid });

    const entries = await entriesOf(uuid);
    expect(entries.map((e) => [e.resource, e.action])).toEqual([
      ['multimedia', 'create'],
      ['multimedia', 'update'],
      ['multimedia', 'upload'],
      ['multimedia', 'status'],
      ['multimedia', 'notify'],
      ['multimedia', 'delete'],
    ]);
    const [create, update, upload, status, notify, remove] = entries;
    expect(create?.label).toBe('Breathing Basics');
    expect(update?.changes).toEqual([
      { field: 'title', before: 'Breathing Basics', after: 'Breathing Better' },
    ]);
    expect(changeOf(upload, 'upload')).toMatchObject({
      before: null,
      after: expect.stringMatching(/\.mp4$/),
    });
    expect(status?.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
    expect(notify?.changes).toEqual([{ field: 'notified', before: false, after: true }]);
    expect(remove).toMatchObject({ label: 'Breathing Better' });
    await expectNoSecretStored();
  });

  it('records a document create and update under documents, and nothing for a refused one', async () => {
    const created = await server.upload('POST', '/admin/contentLibrary/document/create', {
      title: 'Diet Guide',
      description: 'What to eat',
      membershipType: gold,
      category: 'Diet',
      image: { name: 'cover.png', content: PNG },
      upload: { name: 'guide.pdf', content: PDF },
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.upload('PATCH', '/admin/contentLibrary/document/update', { uuid, authorName: 'Dr. Chen' });
    const entries = await entriesOf(uuid);
    expect(entries.map((e) => [e.resource, e.action])).toEqual([
      ['documents', 'create'],
      ['documents', 'update'],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'authorName', before: null, after: 'Dr. Chen' }]);

    const before = await server.count('activity');
    const refused = await server.upload('PATCH', '/admin/contentLibrary/document/update', {
      uuid,
      type: 'video',
    });
    expect(refused.statusCode).toBe(400);
    expect(await server.count('activity')).toBe(before);
  });
});

describe('vouchers', () => {
  it('records create, update, toggle and both deletes', async () => {
    const voucherForm = (code: string): Parts => ({
      name: 'Spa Day',
      companyName: 'Calm Spa',
      membershipPackage: gold,
      description: 'A day at the spa',
      discountType: '%',
      discount: '15',
      expiryDate: FUTURE,
      voucherCode: code,
      numberOfVouchers: '10',
      termsAndConditions: 'One per member',
    });
    const created = await server.upload('POST', '/admin/voucher/create', voucherForm('SPA1'));
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.call('PATCH', '/admin/voucher/update', { uuid, discount: 20 });
    await server.call('PATCH', '/admin/voucher/update', { uuid, isActive: false });
    await server.call('DELETE', '/admin/voucher/delete', { uuid });
    const entries = await entriesOf(uuid);
    expect(entries.map((e) => [e.resource, e.action, e.label])).toEqual([
      ['vouchers', 'create', 'Spa Day'],
      ['vouchers', 'update', 'Spa Day'],
      ['vouchers', 'status', 'Spa Day'],
      ['vouchers', 'delete', 'Spa Day'],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'discount', before: 15, after: 20 }]);
    // Every entry of a deleted record says so, on whatever page of the log its delete is (the app links none).
    expect(entries.map((e) => e.recordDeleted)).toEqual([true, true, true, true]);
    const [firstOnly] = await server.activityOf(uuid, [0, 0]);
    expect(firstOnly).toMatchObject({ action: 'create', recordDeleted: true });

    const kept = await server.upload('POST', '/admin/voucher/create', voucherForm('SPA3'));
    const keptUuid = (kept.body.data as { uuid: string }).uuid;
    expect((await entriesOf(keptUuid)).map((e) => e.recordDeleted)).toEqual([false]);

    const other = await server.upload('POST', '/admin/voucher/create', voucherForm('SPA2'));
    const otherUuid = (other.body.data as { uuid: string }).uuid;
    await server.call('PATCH', '/admin/voucher/update', { uuid: otherUuid, status: 'deleted' });
    expect(await actionsOf(otherUuid)).toEqual(['create', 'delete']);
  });
});

describe('events: promo codes and speakers', () => {
  it('records promo code create, update, toggle and delete', async () => {
    const eventUuid = await createEvent('Promo Event');
    const created = await server.call('POST', '/admin/event/voucher/create', {
      eventUuid,
      membershipUuid: gold,
      name: 'SPRING',
      discountAmount: 20,
      quantity: 50,
      expiryDate: FUTURE,
      description: 'Spring offer',
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.call('PATCH', '/admin/event/voucher/update', { uuid, quantity: 40 });
    await server.call('PATCH', '/admin/event/voucher/update', { uuid, status: true });
    await server.call('PATCH', '/admin/event/voucher/update', { uuid, status: 'deleted' });
    const entries = await entriesOf(uuid);
    expect(entries.map((e) => [e.resource, e.action, e.label])).toEqual([
      ['promoCodes', 'create', 'SPRING'],
      ['promoCodes', 'update', 'SPRING'],
      ['promoCodes', 'status', 'SPRING'],
      ['promoCodes', 'delete', 'SPRING'],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'quantity', before: 50, after: 40 }]);
    expect(entries[2]?.changes).toEqual([{ field: 'status', before: false, after: true }]);
  });

  it("records a speaker added and removed on the event's uuid, labelled by the speaker's name", async () => {
    const eventUuid = await createEvent('Speaker Event');
    await server.upload('POST', '/admin/event/speaker/create', {
      eventUuid,
      name: 'Ann',
      designation: 'Coach',
      description: 'Yoga',
    });
    await server.call('DELETE', '/admin/event/speaker/delete', { eventUuid, name: 'Ann' });
    const speakers = (await entriesOf(eventUuid)).filter((e) => e.resource === 'speakers');
    expect(speakers.map((e) => [e.action, e.label])).toEqual([
      ['create', 'Ann'],
      ['delete', 'Ann'],
    ]);
    expect(changeOf(speakers[0], 'designation')).toEqual({
      field: 'designation',
      before: null,
      after: 'Coach',
    });
  });
});

describe('health heroes', () => {
  it('records create, update, status, session approve / reject and spotlight videos', async () => {
    const user = await server.insertMember('Hal Hero');
    const created = await server.upload('POST', '/admin/healthHero/create', {
      userUuid: user,
      ageBracket: 'Senior',
      category: 'Combat',
      experience: 'Ten years',
      diseaseType: 'Cancer',
      areaOfMentoring: 'Diet',
      preferrableDays: 'Monday',
      mentoringChannel: 'online',
      membershipPackage: gold,
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.upload('PATCH', '/admin/healthHero/update', { uuid, experience: 'Eleven years' });
    await server.call('PATCH', '/admin/healthHero/status/update', { uuid, isActive: false });

    const asker = await server.insertMember('Sam Asker');
    await server.db.query(
      `INSERT INTO user_health_heroes (uuid, user_uuid, health_hero_uuid, name, email, session_purpose)
       VALUES ($1, $2, $3, 'Sam', 'sam@test.example', 'Talk')`,
      [randomUUID(), asker, uuid],
    );
    const toggle = (isActive: boolean) =>
      server.call('PATCH', '/admin/healthhero/user/request/status/toggle', {
        userUuid: asker,
        healthHeroUuid: uuid,
        isActive,
      });
    await toggle(true);
    await toggle(false);

    const added = await server.upload('PATCH', '/admin/healthHero/spotlight/create', {
      healthHeroUuid: uuid,
      title: 'My story',
      video: { name: 'story.mp4', content: MP4 },
    });
    const [video] = (added.body.data as { spotlightVideo: { video: string }[] }).spotlightVideo;
    await server.call('DELETE', '/admin/healthHero/spotlight/delete', {
      healthHeroUuid: uuid,
      spotlightVideo: video?.video.split('/').pop(),
    });

    const entries = await entriesOf(uuid);
    expect(entries.map((e) => [e.resource, e.action, e.label])).toEqual([
      ['heroes', 'create', 'Hal Hero'],
      ['heroes', 'update', 'Hal Hero'],
      ['heroes', 'status', 'Hal Hero'],
      ['heroes', 'approve', 'Hal Hero'],
      ['heroes', 'reject', 'Hal Hero'],
      ['spotlightVideos', 'upload', 'Hal Hero'],
      ['spotlightVideos', 'delete', 'Hal Hero'],
    ]);
    expect(entries[1]?.changes).toEqual([
      { field: 'experience', before: 'Ten years', after: 'Eleven years' },
    ]);
    expect(entries[3]?.changes).toEqual([
      { field: 'sessionRequest', before: 'Sam Asker: pending', after: 'Sam Asker: approved' },
    ]);
    expect(entries[4]?.changes).toEqual([
      { field: 'sessionRequest', before: 'Sam Asker: approved', after: 'Sam Asker: rejected' },
    ]);
    expect(changeOf(entries[5], 'title')).toEqual({ field: 'title', before: null, after: 'My story' });
    expect(changeOf(entries[6], 'title')).toEqual({ field: 'title', before: 'My story', after: null });
    await expectNoSecretStored();
  });
});

describe('marketplace partners', () => {
  it('records create, update, status toggle and delete', async () => {
    const created = await server.upload('POST', '/admin/business/create', {
      name: 'Green Grocer',
      description: 'Organic food',
      link: 'https://green.example',
      type: '0',
      expiryDate: FUTURE,
      emailId: 'hello@green.example',
      countryCode: '91',
      phoneNumber: '9876543210',
      logo: { name: 'logo.png', content: PNG },
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.upload('PATCH', '/admin/business/update', { uuid, description: 'Fresh food' });
    await server.call('PATCH', '/admin/business/update', { uuid, status: false });
    await server.call('DELETE', '/admin/business/delete', { uuid });
    const entries = await entriesOf(uuid);
    expect(entries.map((e) => [e.resource, e.action, e.label])).toEqual([
      ['partners', 'create', 'Green Grocer'],
      ['partners', 'update', 'Green Grocer'],
      ['partners', 'status', 'Green Grocer'],
      ['partners', 'delete', 'Green Grocer'],
    ]);
    expect(entries[1]?.changes).toEqual([
      { field: 'description', before: 'Organic food', after: 'Fresh food' },
    ]);
  });
});

describe('FAQs', () => {
  it('records create, update and the active toggle, labelled by the question', async () => {
    const created = await server.call('POST', '/admin/faqs/create', { question: 'Hours?', answer: '9 to 5' });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await server.call('PATCH', '/admin/faqs/update', { uuid, answer: '9 to 6' });
    await server.call('PATCH', '/admin/faqs/update', { uuid, isActive: false });
    const entries = await entriesOf(uuid);
    expect(entries.map((e) => [e.resource, e.action, e.label])).toEqual([
      ['faqs', 'create', 'Hours?'],
      ['faqs', 'update', 'Hours?'],
      ['faqs', 'status', 'Hours?'],
    ]);
    expect(entries[1]?.changes).toEqual([{ field: 'answer', before: '9 to 5', after: '9 to 6' }]);
  });
});

describe('group members and requests', () => {
  it('records adding a member and a request approved and rejected on the group', async () => {
    const created = await server.upload('POST', '/admin/supportGroup/create', {
      name: 'Heart Circle',
      description: 'Weekly talks',
      numberOfMembers: '10',
      membershipPackage: gold,
      country: 'India',
      groupCategory: 'Heart Health',
      state: 'MH',
      city: 'Pune',
      groupLeader: '',
      groupLink: 'https://meet.example/heart',
    });
    const groupUuid = (created.body.data as { uuid: string } | undefined)?.uuid;
    expect(created.statusCode, created.text).toBe(200);
    const joining = await server.insertMember('Jo Joiner');
    const asking = await server.insertMember('Ash Asker');
    const refused = await server.insertMember('Rae Refused');
    for (const user of [asking, refused]) {
      await server.db.query(
        'INSERT INTO member_support_groups (support_group_uuid, user_uuid, is_active) VALUES ($1, $2, NULL)',
        [groupUuid, user],
      );
    }
    await server.call('PATCH', '/admin/members/add', { supportGroupUuid: groupUuid, member: joining });
    await server.call('PATCH', '/admin/members/approve', { supportGroupUuid: groupUuid, userUuid: asking });
    await server.call('DELETE', '/admin/mywsg/reject', { supportGroupUuid: groupUuid, userUuid: refused });
    expect(await actionsOf(groupUuid as string)).toEqual(['create', 'update', 'approve', 'reject']);
    await expectNoSecretStored();
  });
});

describe('the demo seed', () => {
  it("writes a month of activity on the seeded members, packages and events, in the log's shape", async () => {
    const ctx = await server.seedContext(5);
    seededEvents(ctx).push({ uuid: randomUUID(), name: 'Seed Event', price: 20, status: 1 });
    const before = await server.count('activity');
    await seedActivity(ctx);
    const rows = await server.db.query<{ resource: string; action: string; admin_email: string }>(
      'SELECT resource, action, admin_email FROM activity ORDER BY id OFFSET $1',
      [before],
    );
    expect(new Set(rows.map((row) => row.resource))).toEqual(
      new Set(['admins', 'members', 'packages', 'events']),
    );
    expect(rows.filter((row) => row.action === 'signIn')).toHaveLength(30);
    expect(rows.every((row) => row.admin_email === 'admin@test.example')).toBe(true);
    const [{ record_id: memberUuid } = { record_id: '' }] = await server.db.query<{ record_id: string }>(
      "SELECT record_id FROM activity WHERE resource = 'members' AND id > $1 LIMIT 1",
      [before],
    );
    const [entry] = await entriesOf(memberUuid);
    const member = seededMembers(ctx).find((m) => m.uuid === memberUuid);
    expect(entry).toMatchObject({ resource: 'members', action: 'update', label: member?.name });
    expect(entry?.changes).toEqual([
      { field: 'city', before: expect.any(String), after: expect.any(String) },
    ]);
    await expectNoSecretStored();
  });
});
