import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { generatePng } from '../../server/src/seed/images';
import { type TestServer, signedInProvider } from './harness';

const everything = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
};
const image = () => ({
  rawFile: new File([new Uint8Array(generatePng('#3f51b5', 16))], 'p.png', { type: 'image/png' }),
});

let server: TestServer;
let provider: AppDataProvider;

const packageValues = (overrides: Record<string, unknown> = {}) => ({
  packageName: 'Contract Tier',
  annualCost: 0,
  monthlyCost: '',
  hhSessions: 0,
  wsgs: 4,
  benefits: [{ value: 'Talks' }, { value: 'Groups, online' }],
  colour: '#3f51b5',
  file: image(),
  ...overrides,
});

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
});
afterAll(() => server.close());

describe('packages through the app dataProvider (B1–B5)', () => {
  it('lists the seeded tiers, one of them inactive, each with an image that is served', async () => {
    const { data, total } = await provider.getList('packages', everything);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(data.map((p) => p.name)).toEqual(expect.arrayContaining(['Starter', 'Explorer', 'Champion']));
    expect(data.some((p) => p.isActive === false)).toBe(true);
    expect((await fetch(`${server.url}/${String(data[0]?.image)}`)).status).toBe(200);
  });

  it('creates from the form values, with zero costs allowed, and reads it back into the form fields', async () => {
    const { data: created } = await provider.create('packages', { data: packageValues() });
    const { data: viewed } = await provider.getOne('packages', { id: created.id });
    expect(viewed).toMatchObject({
      packageName: 'Contract Tier',
      annualCost: 0,
      monthlyCost: null,
      hhSessions: 0,
      wsgs: 4,
      colour: '#3f51b5',
      isActive: true,
    });
    // The client joins benefits with ',': a benefit holding a comma comes back split, each part trimmed.
    expect(viewed.benefits).toEqual([{ value: 'Talks' }, { value: 'Groups' }, { value: 'online' }]);
  });

  it('updates without a new image, keeping the stored one', async () => {
    const { data: created } = await provider.create('packages', {
      data: packageValues({ packageName: 'Before' }),
    });
    const { data: before } = await provider.getOne('packages', { id: created.id });
    await provider.update('packages', {
      id: created.id,
      data: { ...before, packageName: 'After', annualCost: 99, file: before.image },
      previousData: before,
    });
    const { data: after } = await provider.getOne('packages', { id: created.id });
    expect(after).toMatchObject({ packageName: 'After', annualCost: 99, image: before.image });
  });

  it('toggles the status and the list shows it', async () => {
    const { data: created } = await provider.create('packages', {
      data: packageValues({ packageName: 'Toggle' }),
    });
    await provider.toggleStatus('packages', { id: String(created.id), value: false, previousData: created });
    const { data } = await provider.getList('packages', everything);
    expect(data.find((p) => p.id === created.id)).toMatchObject({ isActive: false });
  });

  it('rejects a refused create with the server text, and an unknown package on view', async () => {
    await expect(
      provider.create('packages', { data: packageValues({ annualCost: -1 }) }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('annualCost'),
    });
    await expect(provider.getOne('packages', { id: 'missing' })).rejects.toMatchObject({ status: 400 });
  });
});
