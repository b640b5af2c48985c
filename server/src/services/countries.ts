import { countries } from 'countries-list';

interface Country {
  countryName: string;
  /** Calling code without '+', e.g. '91' (the first one where a country has several). */
  countryCallingCode: string;
  /** ISO 3166-1 alpha-2, e.g. 'IN'. */
  countryCode: string;
}

let cached: Country[] | undefined;

/** §6: every country with a calling code, built once from the `countries-list` package; the client orders it. */
export function listCountries(): Country[] {
  cached ??= Object.entries(countries)
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => ({
      countryName: country.name,
      countryCallingCode: String(country.phone[0]),
      countryCode: code,
    }));
  return cached;
}
