import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCountries } from '../../server/src/modules/countries/service';
import { seedDatabase } from '../../server/src/seed/index';
import { startAreaServer, type AreaServer } from './areaFixture';
import { migrationSteps } from './migrationSteps';

let server: AreaServer;
beforeAll(async () => {
  server = await startAreaServer();
});
afterAll(() => server.close());

describe('country list (A4, api-contract §6)', () => {
  it('is public and answers a bare array of name, calling code without "+" and ISO-2 code', async () => {
    const answer = await server.call('GET', '/country/list', undefined, false);
    expect(answer.statusCode).toBe(200);
    const countries = answer.body.data as {
      countryName: string;
      countryCallingCode: string;
      countryCode: string;
    }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ countryName: 'India', countryCallingCode: '91', countryCode: 'IN' });
    expect(countries).toContainEqual({
      countryName: 'United States',
      countryCallingCode: '1',
      countryCode: 'US',
    });
    for (const country of countries) {
      expect(country.countryCallingCode).toMatch(/^\d+$/);
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.countryName).not.toBe('');
    }
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length);
  });
});

describe('country data (issue 24)', () => {
  it("gives Kosovo its own calling code, +383, not Monaco's +377", () => {
    const code = (iso: string) => listCountries().find((c) => c.countryCode === iso)?.countryCallingCode;
    expect(code('XK')).toBe('383');
    expect(code('MC')).toBe('377');
    expect(listCountries().find((c) => c.countryCode === 'TR')?.countryName).toBe('Türkiye');
  });

  it('seeds only countries and calling codes the picker offers', { timeout: 60_000 }, async () => {
    const seeded = await startAreaServer();
    try {
      await seedDatabase(seeded.db, seeded.ctx.config);
      const names = new Set(listCountries().map((c) => c.countryName));
      const codes = new Set(listCountries().map((c) => c.countryCallingCode));
      const stored = async (sql: string) => (await seeded.db.query<{ v: string }>(sql)).map((row) => row.v);
      const countries = [
        ...(await stored('SELECT DISTINCT country AS v FROM support_groups')),
        ...(await stored('SELECT DISTINCT country AS v FROM users WHERE country IS NOT NULL')),
        ...(await stored('SELECT DISTINCT country AS v FROM business_partner_requests')),
        ...(await stored('SELECT DISTINCT country AS v FROM vendors')),
      ];
      expect(countries).toContain('Türkiye');
      expect(countries.filter((name) => !names.has(name))).toEqual([]);
      const callingCodes = [
        ...(await stored('SELECT DISTINCT country_code AS v FROM users WHERE country_code IS NOT NULL')),
        ...(await stored('SELECT DISTINCT country_code AS v FROM business_partners')),
        ...(await stored('SELECT DISTINCT country_code::text AS v FROM business_partner_requests')),
        ...(await stored('SELECT DISTINCT country_code AS v FROM vendors WHERE country_code IS NOT NULL')),
      ].map((code) => code.replace(/^\+/, ''));
      expect(callingCodes.filter((code) => !codes.has(code))).toEqual([]);
    } finally {
      await seeded.close();
    }
  });

  it("renames a stored 'Turkey' to the list's 'Türkiye' (migration 022)", async () => {
    const steps = await migrationSteps();
    try {
      await steps.upTo('022');
      await steps.db.query(
        `INSERT INTO support_groups (uuid, name, description, number_of_members, country, group_category,
           membership_package) VALUES ('g1', 'Bosphorus Walkers', 'd', 5, 'Turkey', 'Diet', 'p')`,
      );
      await steps.apply('022');
      expect(await steps.db.query('SELECT country FROM support_groups')).toEqual([{ country: 'Türkiye' }]);
    } finally {
      await steps.close();
    }
  });
});
