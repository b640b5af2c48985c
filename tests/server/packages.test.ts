import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPG, PNG, startAreaServer, type AreaServer, type Parts } from './areaFixture';

let server: AreaServer;

const packageForm = (overrides: Parts = {}): Parts => ({
  name: 'Starter',
  annualCost: '0',
  monthlyCost: '',
  benefits: 'Events , Groups,Talks',
  numberOfHealthHeroSessions: '0',
  numberOfWellnessSupportGroups: '2',
  colour: '#00aa55',
  image: { name: 'starter.png', content: PNG },
  ...overrides,
});

async function createPackage(overrides: Parts = {}) {
  const answer = await server.upload('POST', '/admin/package/create', packageForm(overrides));
  expect(answer.statusCode).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

const storedUploads = async () => (await server.storedFiles('packages')).length;

beforeAll(async () => {
  server = await startAreaServer();
});
afterAll(() => server.close());

describe('package list (B1)', () => {
  it('answers {list: []} when there are no packages, and without page and limit', async () => {
    expect((await server.call('GET', '/admin/package/list?page=1&limit=100')).body.data).toEqual({
      list: [],
    });
    await createPackage({ name: 'Listed' });
    expect((await server.call('GET', '/admin/package/list')).body.data).toEqual({ list: [] });
  });

  it('pages the packages sorted by name with the total in next/previous', async () => {
    await createPackage({ name: 'Alpha' });
    await createPackage({ name: 'Zulu' });
    const first = (await server.call('GET', '/admin/package/list?page=1&limit=2')).body.data as {
      list: { name: string }[];
      next?: { count: number };
    };
    expect(first.list.map((p) => p.name)).toEqual(['Alpha', 'Listed']);
    expect(first.next).toEqual({ page: 2, limit: 2, count: 3 });
    const second = (await server.call('GET', '/admin/package/list?page=2&limit=2')).body.data;
    expect(second).toMatchObject({ previous: { page: 1, limit: 2, count: 3 }, list: [{ name: 'Zulu' }] });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await server.call('GET', '/admin/package/list?page=1&limit=10', undefined, false)).statusCode,
    ).toBe(401);
  });
});

describe('package create (B2)', () => {
  it('stores the package with trimmed benefits, the documents’ zero minimums and the served image', async () => {
    const created = await createPackage();
    expect(created).toMatchObject({
      name: 'Starter',
      annualCost: 0,
      monthlyCost: null,
      benefits: ['Events', 'Groups', 'Talks'],
      numberOfHealthHeroSessions: 0,
      numberOfWellnessSupportGroups: 2,
      colour: '#00aa55',
      eventDiscount: 0,
      isActive: true,
    });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.image).toMatch(/^public\/uploads\/packages\/.+\.png$/);
    const served = await server.app.inject({ method: 'GET', url: `/${created.image as string}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts a jpg image', async () => {
    const created = await createPackage({ name: 'Jpeg', image: { name: 'photo.JPEG', content: JPG } });
    expect(created.image).toMatch(/\.jpeg$/);
  });

  it('answers every validation failure as an S-wrapper/400 and writes nothing', async () => {
    const cases: [Parts, string][] = [
      [{ image: '' }, '"image" is required'],
      [{ name: '' }, '"name" is not allowed to be empty'],
      [{ annualCost: '-1' }, '"annualCost" must be greater than or equal to 0'],
      [{ annualCost: 'ten' }, '"annualCost" must be a number'],
      [{ monthlyCost: '-5' }, '"monthlyCost" must be greater than or equal to 0'],
      [{ numberOfHealthHeroSessions: '1.5' }, '"numberOfHealthHeroSessions" must be an integer'],
      [{ benefits: '' }, '"benefits" is not allowed to be empty'],
      [{ benefits: ' , ' }, '"benefits" must hold at least one benefit'],
      [{ colour: 'red' }, '"colour" must be a colour such as #ff0000'],
      [{ isActive: 'false' }, '"isActive" is not allowed'],
    ];
    const packages = await server.count('packages');
    const files = await storedUploads();
    for (const [overrides, text] of cases) {
      const form = packageForm(overrides);
      if (overrides.image === '') delete form.image;
      const answer = await server.upload('POST', '/admin/package/create', form);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ status: 400, message: 'Error! Validation Error!', data: text });
    }
    const missing = packageForm();
    delete missing.benefits;
    expect((await server.upload('POST', '/admin/package/create', missing)).body.data).toBe(
      '"benefits" is required',
    );
    expect(await server.count('packages')).toBe(packages);
    expect(await storedUploads()).toBe(files);
  });
});

describe('package view, update and status (B3–B5)', () => {
  it('views one package, and answers an S-wrapper/400 for an unknown uuid', async () => {
    const created = await createPackage({ name: 'Viewed' });
    const view = await server.call('POST', '/admin/package/view', { uuid: created.uuid });
    expect(view.body.data).toEqual(created);
    const unknown = await server.call('POST', '/admin/package/view', { uuid: 'missing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatchObject({ status: 400, data: expect.stringContaining('No document found') });
  });

  it('updates the sent fields and keeps the image and benefits when absent (JSON or multipart)', async () => {
    const created = await createPackage({ name: 'Before' });
    const json = await server.call('PATCH', '/admin/package/update', {
      uuid: created.uuid,
      name: 'After',
      annualCost: 12,
    });
    expect(json.statusCode).toBe(200);
    expect(json.body.data).toEqual({ ...created, name: 'After', annualCost: 12 });
    const multipart = await server.upload('PATCH', '/admin/package/update', {
      uuid: created.uuid as string,
      benefits: 'One, Two',
      monthlyCost: '',
      image: { name: 'new.png', content: PNG },
    });
    const data = multipart.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ name: 'After', benefits: ['One', 'Two'], monthlyCost: null });
    expect(data.image).not.toBe(created.image);
  });

  it('answers 404 for an unknown uuid and 400 for a bad value, changing nothing', async () => {
    const created = await createPackage({ name: 'Stable' });
    const files = await storedUploads();
    const unknown = await server.upload('PATCH', '/admin/package/update', {
      uuid: 'missing',
      name: 'X',
      image: { name: 'x.png', content: PNG },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, error: expect.any(String) });
    expect(await storedUploads()).toBe(files);
    const bad = await server.call('PATCH', '/admin/package/update', {
      uuid: created.uuid,
      annualCost: -3,
      name: 'Y',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, error: '"annualCost" must be greater than or equal to 0' });
    const noUuid = await server.call('PATCH', '/admin/package/update', { name: 'Y' });
    expect(noUuid.body).toMatchObject({ status: 400, error: '"uuid" is required' });
    expect((await server.call('POST', '/admin/package/view', { uuid: created.uuid })).body.data).toEqual(
      created,
    );
  });

  it('toggles isActive sent as a boolean or a string and answers UpdRes', async () => {
    const created = await createPackage({ name: 'Toggled' });
    const off = await server.call('PATCH', '/admin/package/status/update', {
      uuid: created.uuid,
      isActive: false,
    });
    expect(off.body.data).toEqual({ n: 1, nModified: 1, ok: 1 });
    expect(
      (await server.call('POST', '/admin/package/view', { uuid: created.uuid })).body.data,
    ).toMatchObject({
      isActive: false,
    });
    await server.call('PATCH', '/admin/package/status/update', { uuid: created.uuid, isActive: 'true' });
    expect(
      (await server.call('POST', '/admin/package/view', { uuid: created.uuid })).body.data,
    ).toMatchObject({
      isActive: true,
    });
  });

  it('refuses a status change for an unknown uuid (404) or without a boolean (400)', async () => {
    const unknown = await server.call('PATCH', '/admin/package/status/update', {
      uuid: 'missing',
      isActive: true,
    });
    expect(unknown.statusCode).toBe(404);
    const created = await createPackage({ name: 'Untoggled' });
    const bad = await server.call('PATCH', '/admin/package/status/update', {
      uuid: created.uuid,
      isActive: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ error: '"isActive" must be a boolean' });
  });
});
