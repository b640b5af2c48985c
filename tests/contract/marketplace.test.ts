import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { generatePng } from '../../server/src/seed/images';
import { type TestServer, signedInProvider } from './harness';

const everything = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };
const logo = () => ({
  rawFile: new File([new Uint8Array(generatePng('#43a047', 16))], 'l.png', { type: 'image/png' }),
});
const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();

let server: TestServer;
let provider: AppDataProvider;

const partnerValues = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Client Partner',
  description: 'Made by the real client',
  link: 'https://client.example.com',
  type: 1,
  expiryDate: inDays(90),
  emailId: 'client@partner.example.com',
  countryCode: '+44',
  phoneNumber: '7700900123',
  logo: logo(),
  ...overrides,
});

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
});
afterAll(() => server.close());

describe('business partners through the app dataProvider (K1–K5)', () => {
  it('lists the seeded partners, active and inactive', async () => {
    const { data } = await provider.getList('partners', everything);
    expect(data.some((p) => p.status === true) && data.some((p) => p.status === false)).toBe(true);
    expect(data.every((p) => p.businessName)).toBe(true);
  });

  it('creates (201) with a logo, views, updates, toggles and deletes', async () => {
    const { data: created } = await provider.create('partners', { data: partnerValues() });
    const { data: viewed } = await provider.getOne('partners', { id: created.id });
    expect(viewed).toMatchObject({
      businessName: 'Client Partner',
      type: 1,
      status: true,
      countryCode: '+44',
    });
    expect((await fetch(`${server.url}/${String(viewed.logo)}`)).status).toBe(200);

    await provider.update('partners', {
      id: created.id,
      data: { ...viewed, businessName: 'Renamed Partner', logo: viewed.logo },
      previousData: viewed,
    });
    const { data: updated } = await provider.getOne('partners', { id: created.id });
    expect(updated).toMatchObject({ businessName: 'Renamed Partner', logo: viewed.logo });

    await provider.toggleStatus('partners', { id: String(created.id), value: false, previousData: updated });
    expect((await provider.getOne('partners', { id: created.id })).data.status).toBe(false);

    await provider.delete('partners', { id: created.id, previousData: updated });
    const { data: after } = await provider.getList('partners', everything);
    expect(after.find((p) => p.id === created.id)).toBeUndefined();
    await expect(provider.getOne('partners', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('rejects a refused create with the server text', async () => {
    await expect(
      provider.create('partners', { data: partnerValues({ phoneNumber: '123' }) }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/phoneNumber/),
    });
    await expect(
      provider.create('partners', { data: partnerValues({ expiryDate: inDays(-1) }) }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/expiryDate/),
    });
  });
});

describe('partner requests and vendors through the app dataProvider (K6–K9)', () => {
  it('lists and views partner requests with their joined address', async () => {
    const { data } = await provider.getList('partnerRequests', everything);
    expect(data.length).toBeGreaterThan(0);
    const { data: viewed } = await provider.getOne('partnerRequests', { id: data[0]?.id });
    expect(viewed.address).toMatch(/, /);
  });

  it('lists and views vendors, some without bank details', async () => {
    const { data } = await provider.getList('vendors', everything);
    expect(data.every((v) => v.name)).toBe(true);
    expect(data.some((v) => !v.account_name)).toBe(true);
    const { data: viewed } = await provider.getOne('vendors', { id: data[0]?.id });
    expect(viewed).toMatchObject({ id: data[0]?.id, email: expect.any(String) });
  });
});
