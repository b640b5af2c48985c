import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCountries } from '../../src/api/readers/countries';
import type { AppDataProvider } from '../../src/api/types';
import { startTestServer, type TestServer, appProvider } from './harness';

let server: TestServer;
let provider: AppDataProvider;

beforeAll(async () => {
  server = await startTestServer();
  localStorage.clear();
  provider = appProvider(server);
});
afterAll(() => server.close());

describe('countries through the app dataProvider (A4, §6)', () => {
  it('reads the public list without signing in, labelled and ordered US, India, then by name', async () => {
    const { data } = await provider.getList('countries', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'countryName', order: 'ASC' },
      filter: {},
    });
    expect(data.length).toBeGreaterThan(200);
    const ordered = orderCountries(data);
    expect(ordered.slice(0, 2).map((c) => c.label)).toEqual(['United States (+1)', 'India (+91)']);
    expect(data.find((c) => c.id === 'GB')).toMatchObject({
      countryName: 'United Kingdom',
      countryCallingCode: '44',
    });
  });
});
