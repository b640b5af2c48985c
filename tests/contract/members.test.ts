import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import type { MemberRecord } from '../../src/resources/members/api';
import { memberFormValues } from '../../src/resources/members/memberFormValues';
import type { AppDataProvider } from '../../src/api/types';
import { generatePng } from '../../server/src/seed/images';
import { type TestServer, signedInProvider } from './harness';

const everything = {
  pagination: { page: 1, perPage: 20000 },
  sort: { field: 'name', order: 'ASC' as const },
};
const photo = () => ({
  rawFile: new File([new Uint8Array(generatePng('#e91e63', 16))], 'm.png', { type: 'image/png' }),
});

let server: TestServer;
let provider: AppDataProvider;
let packageUuid: string;

const memberValues = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Contract',
  email: `nora.${randomUUID().slice(0, 8)}@contract.test`,
  countryCode: '+44',
  phoneNumber: '7700900123',
  gender: 'Other',
  dob: '1985-04-12',
  ageRange: '30-50',
  address1: '1 High Street',
  address2: '',
  zipCode: 'CT1 1AA',
  state: 'Kent',
  city: 'Canterbury',
  country: 'United Kingdom',
  packageName: packageUuid,
  image: null,
  ...overrides,
});

const list = async (filter: Record<string, unknown>) =>
  (await provider.getList('members', { ...everything, filter })).data;

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
  const packages = (await provider.getList('packages', { ...everything, filter: {} })).data;
  packageUuid = String(packages.find((p) => p.isActive)?.id);
});
afterAll(() => server.close());

describe('members through the app dataProvider (C1–C5)', () => {
  it('splits the seeded members into active and incomplete ones, about a quarter incomplete', async () => {
    const active = await list({ incomplete: false });
    const incomplete = await list({ incomplete: true });
    expect(active.length).toBeGreaterThan(0);
    expect(incomplete.length).toBeGreaterThan(0);
    expect(incomplete.length).toBeLessThan(active.length);
    expect(active.every((m) => m.packageColour)).toBe(true);
    expect(JSON.stringify([...active, ...incomplete])).not.toContain('"password"');
  });

  it('creates from the form values with a photo and gender Other, and reads it back into the form', async () => {
    const { data: created } = await provider.create('members', { data: memberValues({ image: photo() }) });
    const { data: viewed } = await provider.getOne('members', { id: created.id });
    // The record keeps the API's names; the edit form reads it through memberFormValues (its queryOptions.select).
    expect(memberFormValues(viewed as MemberRecord)).toMatchObject({
      firstName: 'Nora',
      lastName: 'Contract',
      phoneNumber: '7700900123',
      gender: 'Other',
      ageRange: '30-50',
      address1: '1 High Street',
      packageName: packageUuid,
      hasPackage: true,
      isActive: true,
    });
    expect(String(viewed.coverImage)).toMatch(/^public\/uploads\/members\//);
    expect((await fetch(`${server.url}/${String(viewed.coverImage)}`)).status).toBe(200);
  });

  it('updates from the edit form, keeping the photo and the membership start', async () => {
    const { data: created } = await provider.create('members', { data: memberValues({ image: photo() }) });
    const { data: before } = await provider.getOne('members', { id: created.id });
    await provider.update('members', {
      id: created.id,
      data: {
        ...memberFormValues(before as MemberRecord),
        city: 'Dover',
        address2: '',
        image: before.coverImage,
      },
      previousData: before,
    });
    const { data: after } = await provider.getOne('members', { id: created.id });
    expect(after).toMatchObject({ city: 'Dover', coverImage: before.coverImage, package: before.package });
  });

  it('rejects a duplicate email with a text that mentions the email', async () => {
    const values = memberValues();
    await provider.create('members', { data: values });
    await expect(
      provider.create('members', { data: { ...values, firstName: 'Copy' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('email'),
    });
  });

  it('toggles the status; the list and the package filter show it', async () => {
    const { data: created } = await provider.create('members', { data: memberValues() });
    await provider.toggleStatus('members', {
      id: String(created.id),
      value: false,
      previousData: created as RaRecord,
    });
    const onPackage = await list({ packageId: packageUuid });
    expect(onPackage.find((m) => m.id === created.id)).toMatchObject({ isActive: false });
  });
});
