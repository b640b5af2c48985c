import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMarketplace } from '../../server/src/modules/marketplace/seed';
import { PNG, startAreaServer, type AreaServer } from './areaFixture';

const NOW = new Date('2026-06-15T12:00:00Z');
let server: AreaServer;
// A clock one second further on each reading, so "most recently updated" is well defined.
let tick = 0;

const partnerForm = (overrides: Record<string, string> = {}) => ({
  name: 'Green Grocer',
  description: 'Organic food',
  link: 'https://green.example',
  type: '0',
  expiryDate: '2027-01-31T00:00:00.000Z',
  emailId: 'hello@green.example',
  countryCode: '91',
  phoneNumber: '9876543210',
  ...overrides,
});

const logo = { name: 'logo.png', content: PNG };

async function createPartner(overrides: Record<string, string> = {}) {
  const answer = await server.upload('POST', '/admin/business/create', { ...partnerForm(overrides), logo });
  expect(answer.statusCode).toBe(201);
  return answer.body.data as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startAreaServer({ now: () => new Date(NOW.getTime() + tick++ * 1000) });
});
afterAll(() => server.close());

describe('business partners (K1–K5)', () => {
  it('creates with HTTP 201 and body status 201, storing the logo', async () => {
    const answer = await server.upload('POST', '/admin/business/create', { ...partnerForm(), logo });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toMatchObject({
      status: 201,
      data: {
        name: 'Green Grocer',
        type: 0,
        status: true,
        countryCode: '91',
        expiryDate: '2027-01-31T00:00:00.000Z',
        logo: expect.stringMatching(/^public\/uploads\/businessPartner\/.+\.png$/),
      },
    });
  });

  it('refuses every validation failure with a 400 E-wrapper and writes nothing', async () => {
    const before = await server.count('business_partners');
    const cases: Record<string, string>[] = [
      { phoneNumber: '12345' },
      { phoneNumber: '1234567890123456' },
      { phoneNumber: '12345a7' },
      { link: 'green.example' },
      { type: '3' },
      { emailId: 'not-an-email' },
      { expiryDate: '2026-06-01' },
      { expiryDate: 'soon' },
      { description: '' },
      { businessName: 'Old name' },
      { city: 'Pune' },
    ];
    for (const overrides of cases) {
      const answer = await server.upload('POST', '/admin/business/create', {
        ...partnerForm(overrides),
        logo,
      });
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, error: expect.any(String) });
    }
    const noLogo = await server.upload('POST', '/admin/business/create', partnerForm());
    expect(noLogo.body.error).toContain('logo');
    const jpeg = await server.upload('POST', '/admin/business/create', {
      ...partnerForm(),
      logo: { name: 'logo.gif', content: PNG },
    });
    expect(jpeg.statusCode).toBe(400);
    const big = await server.upload('POST', '/admin/business/create', {
      ...partnerForm(),
      logo: { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(2_000_001)]) },
    });
    expect(big.statusCode).toBe(400);
    expect(await server.count('business_partners')).toBe(before);
  });

  it('lists the most recently updated first and toggles status with JSON', async () => {
    const first = await createPartner({ name: 'First' });
    const second = await createPartner({ name: 'Second' });
    const toggled = await server.call('PATCH', '/admin/business/update', { uuid: first.uuid, status: false });
    expect(toggled.body.data).toMatchObject({ uuid: first.uuid, status: false });
    const list = (await server.call('GET', '/admin/business/list')).body.data as Record<string, unknown>[];
    expect(list[0]).toMatchObject({ uuid: first.uuid });
    expect(list.findIndex((p) => p.uuid === second.uuid)).toBeGreaterThan(0);
  });

  it('updates from the edit form, keeping the logo when none is sent', async () => {
    const partner = await createPartner({ name: 'Editable' });
    const answer = await server.upload('PATCH', '/admin/business/update', {
      uuid: partner.uuid as string,
      name: 'Edited',
      type: '2',
      expiryDate: '2026-06-15T00:00:00.000Z',
    });
    expect(answer.body.data).toMatchObject({ name: 'Edited', type: 2, logo: partner.logo });
    const past = await server.upload('PATCH', '/admin/business/update', {
      uuid: partner.uuid as string,
      expiryDate: '2026-06-14T00:00:00.000Z',
    });
    expect(past.statusCode).toBe(400);
    const view = await server.call('POST', '/admin/business/view', { uuid: partner.uuid });
    expect(view.body.data).toMatchObject({ name: 'Edited', expiryDate: '2026-06-15T00:00:00.000Z' });
  });

  it('deletes a partner and its logo; unknown uuids answer 404', async () => {
    const partner = await createPartner({ name: 'Doomed' });
    const file = partner.logo as string;
    expect(await server.storedSize(file)).toBeGreaterThan(0);
    const deleted = await server.call('DELETE', '/admin/business/delete', { uuid: partner.uuid });
    expect(deleted.body.data).toEqual({ n: 1, ok: 1, deletedCount: 1 });
    expect(await server.storedSize(file)).toBeUndefined();
    for (const [method, url] of [
      ['DELETE', '/admin/business/delete'],
      ['POST', '/admin/business/view'],
      ['PATCH', '/admin/business/update'],
    ] as const) {
      const answer = await server.call(method, url, { uuid: partner.uuid, status: true });
      expect(answer).toMatchObject({ statusCode: 404, body: { status: 404, error: expect.any(String) } });
    }
  });

  it('needs a token', async () => {
    const answer = await server.call('GET', '/admin/business/list', undefined, false);
    expect(answer).toMatchObject({ statusCode: 401, text: 'Unauthorized' });
  });
});

describe('partner requests and vendors (K6–K9)', () => {
  it('lists and views partner requests with their address fields', async () => {
    await server.db.query(
      `INSERT INTO business_partner_requests (uuid, name, email_id, country_code, phone_number, address_line1, city,
         zip_code, type) VALUES ('req-1', 'Fresh Co', 'fresh@x.example', 91, '5551234', '1 Main St', 'Pune', '411001', 1)`,
    );
    const list = await server.call('GET', '/admin/business/partner/request/list');
    expect(list.body.data).toMatchObject([
      { uuid: 'req-1', countryCode: 91, addressLine1: '1 Main St', zipCode: '411001' },
    ]);
    const view = await server.call('POST', '/admin/business/partner/request/view', { uuid: 'req-1' });
    expect(view.body.data).toMatchObject({ name: 'Fresh Co', type: 1, status: false });
    expect(
      (await server.call('POST', '/admin/business/partner/request/view', { uuid: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lists and views vendors with snake_case fields', async () => {
    await server.db.query(
      `INSERT INTO vendors (uuid, store_name, first_name, last_name, email, phone, city, state, country, zip_code,
         account_name, iban) VALUES ('v-1', 'Shop', 'Vera', 'Vendor', 'v@x.example', '555', 'Pune', 'MH', 'India',
         '411001', 'Vera V', 'DE89370400440532013000')`,
    );
    const list = await server.call('GET', '/admin/vendor/list');
    expect(list.body.data).toMatchObject([
      { uuid: 'v-1', first_name: 'Vera', zipCode: '411001', bank_name: null },
    ]);
    const view = await server.call('POST', '/admin/vendor/view', { uuid: 'v-1' });
    expect(view.body.data).toMatchObject({ store_name: 'Shop', iban: 'DE89370400440532013000', status: 0 });
    expect((await server.call('POST', '/admin/vendor/view', {})).statusCode).toBe(400);
    expect((await server.call('POST', '/admin/vendor/view', { uuid: 'x' })).statusCode).toBe(404);
  });
});

describe('demo data (seedMarketplace)', () => {
  let seeded: AreaServer;
  beforeAll(async () => {
    seeded = await startAreaServer({ now: () => NOW });
    await seedMarketplace(await seeded.seedContext(0));
  });
  afterAll(() => seeded.close());

  it('has active and inactive partners, requests with addresses and vendors with and without bank details', async () => {
    const partners = (await seeded.call('GET', '/admin/business/list')).body.data as { status: boolean }[];
    expect(partners.some((p) => p.status) && partners.some((p) => !p.status)).toBe(true);
    const requests = (await seeded.call('GET', '/admin/business/partner/request/list')).body.data as Record<
      string,
      unknown
    >[];
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.addressLine1 && r.city && r.zipCode)).toBe(true);
    const vendors = (await seeded.call('GET', '/admin/vendor/list')).body.data as Record<string, unknown>[];
    expect(vendors.some((v) => v.account_name === '')).toBe(true);
    expect(vendors.some((v) => v.iban) && vendors.some((v) => v.paypal_link)).toBe(true);
  });
});
