import { get } from '../../api/requests';
import type { ResourceSpec } from '../../api/types';
import { normaliseCountry, type CountryRecord } from '../../api/readers/countries';

/**
 * Countries for selects (api-contract.md §6): public, a bare array, id = ISO code. Order them with
 * `orderCountries` and label them with `countryLabel` (src/api/readers/countries.ts).
 */
export const countries: ResourceSpec<CountryRecord> = {
  name: 'countries',
  list: { request: () => ({ ...get('/country/list'), auth: false }) },
  search: ['countryName', 'countryCallingCode', 'countryCode'],
  normalise: normaliseCountry,
};

/** The API entries of this folder (src/resources/registry.ts). */
export default [countries];
