/** Country records (api-contract.md §6): read by the countries entry, the country select and the member import. */
import type { Json } from '../types';
import { str } from './rawRecords';

export interface CountryRecord {
  /** The ISO-2 code. */
  id: string;
  countryName: string;
  /** Without '+', e.g. '91'. */
  countryCallingCode: string;
  countryCode: string;
  /** 'Name (+code)'. */
  label: string;
}

/** ISO codes of the countries the spec's selects put first, in order (spec 1 §5). */
const FIRST_COUNTRIES = ['US', 'IN'];

/** 'Name (+code)' (spec 1 §5). The stored calling code has no '+' (one entry a stray space). */
export function countryLabel(country: { countryName?: unknown; countryCallingCode?: unknown }): string {
  const code = str(country.countryCallingCode).replace(/[\s+]/g, '');
  return `${str(country.countryName)} (+${code})`;
}

/** A country keyed by its ISO-2 code, with its calling code cleaned and its label (api-contract.md §6). */
export function normaliseCountry(raw: Json): CountryRecord {
  const countryCallingCode = str(raw.countryCallingCode).replace(/[\s+]/g, '');
  const record = {
    id: str(raw.countryCode),
    countryName: str(raw.countryName),
    countryCallingCode,
    countryCode: str(raw.countryCode),
  };
  return { ...record, label: countryLabel(record) };
}

/** United States first, India second, then the rest alphabetically by name. A new array. */
export function orderCountries<T extends { countryCode?: unknown; countryName?: unknown }>(
  countries: T[],
): T[] {
  const rank = (country: T) => {
    const index = FIRST_COUNTRIES.indexOf(str(country.countryCode));
    return index < 0 ? FIRST_COUNTRIES.length : index;
  };
  return [...countries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      str(a.countryName).localeCompare(str(b.countryName), 'en', { sensitivity: 'base' }),
  );
}
