import { normaliseCountry } from '../mappers/countries';
import type { ResourceSpec } from '../types';
import { get } from './requests';

/**
 * Countries for selects (api-contract.md §6): public, a bare array, id = ISO code. Order them with
 * `orderCountries` and label them with `countryLabel` (src/api/mappers/countries.ts).
 */
export const countries: ResourceSpec = {
  name: 'countries',
  list: { request: () => ({ ...get('/country/list'), auth: false }) },
  search: ['countryName', 'countryCallingCode', 'countryCode'],
  normalise: normaliseCountry,
};
