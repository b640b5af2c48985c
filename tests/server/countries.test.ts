import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer, type AreaServer } from './areaFixture';

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
