import { countries } from 'countries-list';

interface Country {
  countryName: string;
  /** Calling code without '+', e.g. '91' (the first one where a country has several). */
  countryCallingCode: string;
  /** ISO 3166-1 alpha-2, e.g. 'IN'. */
  countryCode: string;
}

/**
 * Calling codes `countries-list` gets wrong as its first one: Kosovo's list starts with Monaco's +377 (Kosovo
 * dialled through Monaco, Serbia and Slovenia before the ITU gave it +383 in 2016).
 */
const CALLING_CODES: Record<string, string> = { XK: '383' };

let cached: Country[] | undefined;

/**
 * §6: every country with a calling code, built once from the `countries-list` package; the client orders it.
 * Names are the package's (Türkiye, not Turkey): the seed uses the same names, so a seeded record's country is one
 * the picker offers.
 */
export function listCountries(): Country[] {
  cached ??= Object.entries(countries)
    .filter(([, country]) => country.phone.length > 0)
    .map(([code, country]) => ({
      countryName: country.name,
      countryCallingCode: Object.hasOwn(CALLING_CODES, code)
        ? CALLING_CODES[code]!
        : String(country.phone[0]),
      countryCode: code,
    }));
  return cached;
}
