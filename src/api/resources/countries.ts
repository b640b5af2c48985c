import { normaliseCountry } from '../mappers/countries';
import type { ResourceSpec } from '../types';
import { get } from './requests';
import type { CountryRecord } from '../models';

/**
 * Countries for selects (api-contract.md §6): public, a bare array, id = ISO code. Order them with
 * `orderCountries` and label them with `countryLabel` (src/api/mappers/countries.ts).
 */
export const countries: ResourceSpec<CountryRecord> = {
  name: 'countries',
  list: { request: () => ({ ...get('/country/list'), auth: false }) },
  search: ['countryName', 'countryCallingCode', 'countryCode'],
  normalise: normaliseCountry,
};
