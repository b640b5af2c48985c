import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHeroes } from '../../server/src/modules/heroes/seed';
import { MP4, PNG, startAreaServer, type AreaServer } from './areaFixture';

let server: AreaServer;
let packageUuid: string;

const heroForm = (userUuid: string, overrides: Record<string, string | string[]> = {}) => ({
  userUuid,
  ageBracket: 'Senior',
  category: 'Combat',
  experience: 'Ten years cancer-free',
  diseaseType: 'Cancer,Diabetes',
  areaOfMentoring: 'Diet, Lifestyle',
  preferrableDays: 'Monday, Friday',
  mentoringChannel: 'online',
  numberOfHours: '4',
  membershipPackage: packageUuid,
  reasonForMentoring: 'To help',
  ...overrides,
});

async function createHero(name = 'Hal Hero', overrides: Record<string, string | string[]> = {}) {
  const user = await server.insertMember(name);
  const answer = await server.upload('POST', '/admin/healthHero/create', heroForm(user, overrides));
  expect(answer.statusCode).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

async function addSession(heroUuid: string, isActive: boolean | null, userUuid = randomUUID()) {
  await server.db.query(
    `INSERT INTO user_health_heroes (uuid, user_uuid, health_hero_uuid, name, email, session_purpose, is_active)
     VALUES ($1, $2, $3, 'Sam', 'sam@test.example', 'Talk', $4)`,
    [randomUUID(), userUuid, heroUuid, isActive],
  );
  return userUuid;
}

beforeAll(async () => {
  server = await startAreaServer();
  packageUuid = await server.insertPackage('Silver', '#c0c0c0');
});
afterAll(() => server.close());

describe('health hero create, view, update, status (J1–J5)', () => {
  it('creates from a member: name copied, lists split and trimmed, experience stored', async () => {
    const hero = await createHero('Hal Hero');
    expect(hero).toMatchObject({
      name: 'Hal Hero',
      experience: 'Ten years cancer-free',
      diseaseType: ['Cancer', 'Diabetes'],
      areaOfMentoring: ['Diet', 'Lifestyle'],
      preferrableDays: ['Monday', 'Friday'],
      numberOfHours: 4,
      isActive: true,
      spotlightVideo: [],
      image: 'public/assets/images/palceholder.jpg',
    });
  });

  it("falls back to the member's cover image; an uploaded image wins", async () => {
    const cover = 'public/uploads/seed/member.png';
    const covered = await server.insertMember('Cora Cover', { coverImage: cover });
    const fromCover = await server.upload('POST', '/admin/healthHero/create', heroForm(covered));
    expect(fromCover.body.data).toMatchObject({ image: cover });
    const user = await server.insertMember('Ivy Image');
    const uploaded = await server.upload('POST', '/admin/healthHero/create', {
      ...heroForm(user),
      image: { name: 'me.png', content: PNG },
    });
    expect(uploaded.body.data).toMatchObject({
      image: expect.stringMatching(/^public\/uploads\/health_hero\//),
    });
  });

  it('refuses validation failures (S-wrapper/400) and reference failures (E-wrapper), writing nothing', async () => {
    const user = await server.insertMember('Val Invalid');
    const before = await server.count('health_heroes');
    const cases: Record<string, string>[] = [
      { ageBracket: 'Teen' },
      { mentoringChannel: 'phone' },
      { experience: '' },
      { preferrableDays: 'Funday' },
      { diseaseType: ' , ' },
      { numberOfHours: '-1' },
    ];
    for (const overrides of cases) {
      const answer = await server.upload('POST', '/admin/healthHero/create', heroForm(user, overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, data: expect.any(String) });
    }
    const unknownUser = await server.upload('POST', '/admin/healthHero/create', heroForm('missing'));
    expect(unknownUser.body).toMatchObject({ status: 400, error: expect.stringContaining('userUuid') });
    const unknownPackage = await server.upload(
      'POST',
      '/admin/healthHero/create',
      heroForm(user, { membershipPackage: 'nope' }),
    );
    expect(unknownPackage.body.error).toContain('membershipPackage');
    const nameless = await server.insertMember(null);
    const noName = await server.upload('POST', '/admin/healthHero/create', heroForm(nameless));
    expect(noName.body.error).toContain('no name');
    expect(await server.count('health_heroes')).toBe(before);
  });

  it('refuses a member who is already a hero', async () => {
    const hero = await createHero('Dup Hero');
    const again = await server.upload('POST', '/admin/healthHero/create', heroForm(hero.userUuid as string));
    expect(again.body).toMatchObject({ status: 400, error: expect.stringContaining('already') });
  });

  it('views with User, packages; lists with the pending count, active first', async () => {
    const hero = await createHero('Lia Listed');
    await addSession(hero.uuid as string, null);
    await addSession(hero.uuid as string, true);
    const view = await server.call('POST', '/admin/healthHero/view', { uuid: hero.uuid });
    expect(view.body.data).toMatchObject({
      User: [{ name: 'Lia Listed', city: 'Pune', country: 'India' }],
      packages: [{ uuid: packageUuid, colour: '#c0c0c0' }],
    });
    const off = await createHero('Olaf Off');
    await server.call('PATCH', '/admin/healthHero/status/update', { uuid: off.uuid, isActive: 'false' });
    const list = await server.call('GET', '/admin/healthHero/list?page=1&limit=100');
    const rows = (list.body.data as { list: Record<string, unknown>[] }).list;
    expect(rows.find((r) => r.uuid === hero.uuid)).toMatchObject({ pendingRequests: 1 });
    expect(rows.at(-1)).toMatchObject({ uuid: off.uuid, isActive: false });
  });

  it('updates lists from comma text or repeated parts and keeps the image', async () => {
    const hero = await createHero('Uma Update');
    const answer = await server.upload('PATCH', '/admin/healthHero/update', {
      uuid: hero.uuid as string,
      diseaseType: 'Heart Health,Cancer',
      areaOfMentoring: ['Diet', 'Behavioral Health'],
      numberOfHours: '0',
    });
    expect(answer.body.data).toMatchObject({
      diseaseType: ['Heart Health', 'Cancer'],
      areaOfMentoring: ['Diet', 'Behavioral Health'],
      preferrableDays: ['Monday', 'Friday'],
      numberOfHours: 0,
      image: hero.image,
    });
  });

  it('answers 404 for unknown heroes and 400 for a bad toggle', async () => {
    expect((await server.call('POST', '/admin/healthHero/view', { uuid: 'x' })).statusCode).toBe(404);
    expect(
      (await server.call('PATCH', '/admin/healthHero/update', { uuid: 'x', category: 'Doctor' })).statusCode,
    ).toBe(404);
    expect(
      (await server.call('PATCH', '/admin/healthHero/status/update', { uuid: 'x', isActive: true }))
        .statusCode,
    ).toBe(404);
    const hero = await createHero('Tia Toggle');
    const bad = await server.call('PATCH', '/admin/healthHero/status/update', {
      uuid: hero.uuid,
      isActive: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('session requests (J6–J8)', () => {
  it('pages pending and approved requests and moves them with the toggle', async () => {
    const hero = await createHero('Sid Sessions');
    const heroUuid = hero.uuid as string;
    const waiting = await addSession(heroUuid, null);
    const rejected = await addSession(heroUuid, null);
    await addSession(heroUuid, true);
    const pending = await server.call('POST', '/admin/user/healthhero/list/pending?page=1&limit=9', {
      healthHeroUuid: heroUuid,
    });
    expect((pending.body.data as { list: unknown[] }).list).toHaveLength(2);
    expect((pending.body.data as { list: unknown[] }).list[0]).toMatchObject({
      healthHeroUuid: heroUuid,
      email: 'sam@test.example',
      sessionPurpose: 'Talk',
      isActive: null,
    });

    const approve = await server.call('PATCH', '/admin/healthhero/user/request/status/toggle', {
      userUuid: waiting,
      healthHeroUuid: heroUuid,
      isActive: true,
    });
    expect(approve.body.data).toEqual({ n: 1, nModified: 1, ok: 1 });
    await server.call('PATCH', '/admin/healthhero/user/request/status/toggle', {
      userUuid: rejected,
      healthHeroUuid: heroUuid,
      isActive: 'false',
    });
    const nowPending = await server.call('POST', '/admin/user/healthhero/list/pending?page=1&limit=9', {
      healthHeroUuid: heroUuid,
    });
    expect(nowPending.body.data).toEqual([]);
    const approved = await server.call('POST', '/admin/user/healthhero/list/approved?page=1&limit=100', {
      healthHeroUuid: heroUuid,
    });
    expect((approved.body.data as { list: unknown[] }).list).toHaveLength(2);
  });

  it('answers 404 for an unknown pair or hero and 400 without a hero uuid', async () => {
    const hero = await createHero('Nia Nobody');
    const unknown = await server.call('PATCH', '/admin/healthhero/user/request/status/toggle', {
      userUuid: 'x',
      healthHeroUuid: hero.uuid,
      isActive: true,
    });
    expect(unknown.statusCode).toBe(404);
    const noHero = await server.call('POST', '/admin/user/healthhero/list/pending?page=1&limit=9', {
      healthHeroUuid: 'x',
    });
    expect(noHero.statusCode).toBe(404);
    expect((await server.call('POST', '/admin/user/healthhero/list/approved', {})).statusCode).toBe(400);
  });
});

describe('hero applications (J9, J10)', () => {
  it('lists newest first with User and views by the application uuid', async () => {
    const user = await server.insertMember('App Licant');
    const uuid = randomUUID();
    await server.db.query(
      `INSERT INTO health_hero_registrations (uuid, user_uuid, mobile, upload_story, age_group, category,
         area_of_mentoring, mentoring_channel, membership_package, reason_for_mentoring)
       VALUES ($1, $2, '555', 'public/uploads/story.mp4', 'Senior', 'Combat', 'Diet', 'both', $3, 'Give back')`,
      [uuid, user, packageUuid],
    );
    const list = await server.call('GET', '/admin/healthHeroRegistration/list');
    expect(list.body.data).toMatchObject([
      {
        uuid,
        mobile: '555',
        reasonForMentoring: 'Give back',
        User: [{ name: 'App Licant', email: expect.any(String) }],
      },
    ]);
    const view = await server.call('POST', '/admin/healthHeroRegistration/view', { healthHeroUuid: uuid });
    expect(view.body.data).toMatchObject({ uuid, uploadStory: 'public/uploads/story.mp4' });
    const unknown = await server.call('POST', '/admin/healthHeroRegistration/view', { healthHeroUuid: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('spotlight videos (J11–J13)', () => {
  it('uploads a video, lists it flattened, deletes it and its file', async () => {
    const hero = await createHero('Vic Video');
    const created = await server.upload('PATCH', '/admin/healthHero/spotlight/create', {
      healthHeroUuid: hero.uuid as string,
      title: 'My story',
      video: { name: 'story.mp4', content: MP4 },
    });
    expect(created.statusCode).toBe(200);
    const updated = created.body.data as { uuid: string; spotlightVideo: { title: string; video: string }[] };
    expect(updated.uuid).toBe(hero.uuid);
    const [entry] = updated.spotlightVideo;
    expect(entry).toMatchObject({
      title: 'My story',
      video: expect.stringMatching(/^public\/uploads\/spotlight\/.+\.mp4$/),
    });
    const file = entry?.video ?? '';
    expect(await server.storedSize(file)).toBeGreaterThan(0);

    const untitled = await server.upload('PATCH', '/admin/healthHero/spotlight/create', {
      healthHeroUuid: hero.uuid as string,
      video: { name: 'clip.mp4', content: MP4 },
    });
    expect(untitled.statusCode).toBe(200);
    const list = await server.call('GET', '/admin/healthHero/spotlight/list?page=1&limit=100');
    const items = (list.body.data as { list: Record<string, unknown>[] }).list;
    expect(items).toHaveLength(2);
    expect(items[1]).toEqual({
      uuid: hero.uuid,
      name: 'Vic Video',
      image: hero.image,
      title: 'My story',
      video: entry?.video,
    });
    expect(items[0]).toMatchObject({ title: null });

    const key = entry?.video.split('/').pop();
    const wrong = await server.call('DELETE', '/admin/healthHero/spotlight/delete', {
      healthHeroUuid: hero.uuid,
      spotlightVideo: 'nothing.mp4',
    });
    expect(wrong).toMatchObject({ statusCode: 400, body: { status: 400, error: expect.any(String) } });
    expect(await server.storedSize(file)).toBeGreaterThan(0);
    const deleted = await server.call('DELETE', '/admin/healthHero/spotlight/delete', {
      healthHeroUuid: hero.uuid,
      spotlightVideo: key,
      uuid: 'ignored',
    });
    expect(deleted.body).toMatchObject({ status: 200, data: { n: 1, nModified: 1, ok: 1 } });
    expect(await server.storedSize(file)).toBeUndefined();
    const after = await server.call('GET', '/admin/healthHero/spotlight/list?page=1&limit=100');
    expect((after.body.data as { list: unknown[] }).list).toHaveLength(1);
  });

  it('refuses another file type, a missing file and an unknown hero, storing nothing', async () => {
    const hero = await createHero('Rae Refused');
    const before = await server.count('hero_spotlight_videos');
    const png = await server.upload('PATCH', '/admin/healthHero/spotlight/create', {
      healthHeroUuid: hero.uuid as string,
      title: 'x',
      video: { name: 'x.png', content: PNG },
    });
    expect(png.statusCode).toBe(400);
    const fake = await server.upload('PATCH', '/admin/healthHero/spotlight/create', {
      healthHeroUuid: hero.uuid as string,
      video: { name: 'x.mp4', content: PNG },
    });
    expect(fake.statusCode).toBe(400);
    const none = await server.upload('PATCH', '/admin/healthHero/spotlight/create', {
      healthHeroUuid: hero.uuid as string,
      title: 'x',
    });
    expect(none.statusCode).toBe(400);
    const unknown = await server.upload('PATCH', '/admin/healthHero/spotlight/create', {
      healthHeroUuid: 'missing',
      video: { name: 'x.mp4', content: MP4 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await server.count('hero_spotlight_videos')).toBe(before);
  });

  it('answers an empty spotlight collection as data: []', async () => {
    await server.db.query('DELETE FROM hero_spotlight_videos');
    const list = await server.call('GET', '/admin/healthHero/spotlight/list?page=1&limit=10');
    expect(list.body).toMatchObject({ status: 200, data: [] });
  });
});

describe('demo data (seedHeroes)', () => {
  let seeded: AreaServer;
  beforeAll(async () => {
    seeded = await startAreaServer();
    const ctx = await seeded.seedContext();
    await seedHeroes(ctx);
    expect(await seeded.count('health_heroes')).toBe(ctx.sizes.heroes);
  });
  afterAll(() => seeded.close());

  it('gives heroes, session requests, applications and spotlight videos in every state', async () => {
    const heroes = (
      (await seeded.call('GET', '/admin/healthHero/list?page=1&limit=100')).body.data as {
        list: Record<string, unknown>[];
      }
    ).list;
    expect(heroes.some((h) => h.isActive === false)).toBe(true);
    expect(heroes.some((h) => h.pendingRequests === 0)).toBe(true);
    expect(heroes.some((h) => (h.pendingRequests as number) > 0)).toBe(true);
    const approved = await seeded.call('POST', '/admin/user/healthhero/list/approved?page=1&limit=100', {
      healthHeroUuid: heroes[0]?.uuid,
    });
    expect((approved.body.data as { list: unknown[] }).list.length).toBeGreaterThan(0);

    const applications = (await seeded.call('GET', '/admin/healthHeroRegistration/list')).body.data as {
      uploadDocuments: string | null;
      User: unknown[];
    }[];
    expect(applications.length).toBeGreaterThan(0);
    expect(applications.some((a) => a.uploadDocuments === null)).toBe(true);
    expect(applications.every((a) => a.User.length === 1)).toBe(true);

    const videos = (
      (await seeded.call('GET', '/admin/healthHero/spotlight/list?page=1&limit=100')).body.data as {
        list: { title: string | null; video: string }[];
      }
    ).list;
    expect(videos.some((v) => v.title === null)).toBe(true);
    const served = await seeded.app.inject({ method: 'GET', url: `/${videos[0]?.video}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });
});
