import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../src/api/types';
import { generatePng } from '../../server/src/seed/images';
import { type TestServer, insertPackage, signedInProvider } from './harness';

const everything = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };
const photo = () => ({
  rawFile: new File([new Uint8Array(generatePng('#5e35b1', 16))], 'h.png', { type: 'image/png' }),
});
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), ...new Uint8Array(12)]);

let server: TestServer;
let provider: AppDataProvider;
let packageUuid: string;

async function insertMember(name: string) {
  const uuid = randomUUID();
  await server.db.query(
    `INSERT INTO users (uuid, name, email, city, country, password) VALUES ($1, $2, $3, 'Leeds', 'UK', 'hash')`,
    [uuid, name, `${uuid}@contract.test`],
  );
  return uuid;
}

const heroValues = (userUuid: string, overrides: Record<string, unknown> = {}) => ({
  userUuid,
  experience: 'Beat diabetes',
  diseaseType: ['Diabetes', 'Diet'],
  areaOfMentoring: ['Lifestyle'],
  preferrableDays: ['Monday', 'Wednesday'],
  ageBracket: 'Matured',
  category: 'Reversal',
  numberOfHours: 3,
  mentoringChannel: 'online',
  membershipPackage: packageUuid,
  reasonForMentoring: 'Pay it forward',
  file: photo(),
  ...overrides,
});

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
  packageUuid = await insertPackage(server, 'Contract Violet', '#5e35b1');
});
afterAll(() => server.close());

describe('health heroes through the app dataProvider (J1–J5)', () => {
  it('lists the seeded heroes with user and package details', async () => {
    const { data } = await provider.getList('heroes', everything);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((hero) => hero.name && hero.membershipName && hero.diseaseTypeText)).toBe(true);
  });

  it('creates with a photo, views, updates the lists and toggles', async () => {
    const user = await insertMember('Carla Client');
    const { data: created } = await provider.create('heroes', { data: heroValues(user) });
    const { data: viewed } = await provider.getOne('heroes', { id: created.id });
    expect(viewed).toMatchObject({
      name: 'Carla Client',
      experience: 'Beat diabetes',
      diseaseType: ['Diabetes', 'Diet'],
      preferrableDays: ['Monday', 'Wednesday'],
      membershipName: 'Contract Violet',
    });
    expect(String(viewed.image)).toMatch(/^public\/uploads\/health_hero\//);

    await provider.update('heroes', {
      id: created.id,
      data: { ...viewed, diseaseType: ['Heart Health', 'Cancer'], numberOfHours: 0, file: viewed.image },
      previousData: viewed,
    });
    const { data: updated } = await provider.getOne('heroes', { id: created.id });
    expect(updated).toMatchObject({
      diseaseType: ['Heart Health', 'Cancer'],
      numberOfHours: 0,
      image: viewed.image,
    });

    await provider.toggleStatus('heroes', { id: String(created.id), value: false, previousData: updated });
    expect((await provider.getOne('heroes', { id: created.id })).data.isActive).toBe(false);
  });

  it('rejects a member who is already a hero with the server text', async () => {
    const user = await insertMember('Once Only');
    await provider.create('heroes', { data: heroValues(user) });
    await expect(provider.create('heroes', { data: heroValues(user) })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/already/),
    });
  });
});

describe('session requests through the app dataProvider (J6–J8)', () => {
  let hero: RaRecord;
  beforeAll(async () => {
    const { data } = await provider.create('heroes', { data: heroValues(await insertMember('Sess Hero')) });
    hero = data;
    for (const name of ['Ann Approve', 'Rae Reject']) {
      const user = await insertMember(name);
      await server.db.query(
        `INSERT INTO user_health_heroes (uuid, user_uuid, health_hero_uuid, name, email, session_purpose, session_date)
         VALUES ($1, $2, $3, $4, $5, 'Chat', now())`,
        [randomUUID(), user, hero.id, name, `${user}@contract.test`],
      );
    }
  });

  it('approves and rejects pending requests; the approved one is registered', async () => {
    const filter = { heroId: String(hero.id) };
    const pending = (await provider.getList('heroSessionRequests', { ...everything, filter })).data;
    expect(pending.map((r) => r.name).sort()).toEqual(['Ann Approve', 'Rae Reject']);
    const approve = pending.find((r) => r.name === 'Ann Approve');
    const reject = pending.find((r) => r.name === 'Rae Reject');
    await provider.act('heroSessionRequests', 'approve', { id: String(approve?.id), record: approve });
    await provider.act('heroSessionRequests', 'reject', { id: String(reject?.id), record: reject });
    expect((await provider.getList('heroSessionRequests', { ...everything, filter })).data).toEqual([]);
    const registered = (await provider.getList('heroRegisteredUsers', { ...everything, filter })).data;
    expect(registered).toMatchObject([{ name: 'Ann Approve', sessionPurpose: 'Chat', isActive: true }]);
  });
});

describe('applications and spotlight videos through the app dataProvider (J9–J13)', () => {
  it('lists and views the seeded applications', async () => {
    const { data } = await provider.getList('heroApplications', everything);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ name: expect.any(String), email: expect.any(String) });
    const { data: viewed } = await provider.getOne('heroApplications', { id: data[0]?.id });
    expect(viewed).toMatchObject({ id: data[0]?.id, mobile: expect.any(String) });
  });

  it('uploads a spotlight video, lists it and deletes it', async () => {
    const { data: hero } = await provider.create('heroes', {
      data: heroValues(await insertMember('Spot Light')),
    });
    const progress: number[] = [];
    await provider.upload(
      'spotlightVideos',
      'upload',
      {
        data: { healthHeroUuid: hero.id, title: 'Client clip' },
        file: new File([MP4], 'clip.mp4', { type: 'video/mp4' }),
      },
      { onProgress: (percent) => progress.push(percent) },
    );
    expect(progress).toContain(100);
    const titled = await provider.getList('spotlightVideos', { ...everything, filter: { titled: true } });
    const video = titled.data.find((v) => v.title === 'Client clip');
    expect(video).toMatchObject({ healthHeroUuid: hero.id, name: 'Spot Light' });
    expect((await fetch(`${server.url}/${String(video?.video)}`)).status).toBe(200);

    await provider.delete('spotlightVideos', { id: String(video?.id), previousData: video });
    const after = await provider.getList('spotlightVideos', everything);
    expect(after.data.find((v) => v.id === video?.id)).toBeUndefined();
    expect((await fetch(`${server.url}/${String(video?.video)}`)).status).toBe(404);
  });

  it('rejects a spotlight upload of another file type', async () => {
    const { data } = await provider.getList('heroes', everything);
    await expect(
      provider.upload('spotlightVideos', 'upload', {
        data: { healthHeroUuid: data[0]?.id, title: 'Wrong' },
        file: new File([new Uint8Array(generatePng('#000000', 4))], 'clip.png', { type: 'image/png' }),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
