/** A country as the `countries` resource gives it (GET /country/list, api-contract.md §6). */
export interface Country {
  countryName: string;
  countryCallingCode: string;
  countryCode?: string;
}

/** Countries the spec lists first, in this order; the rest follow alphabetically (spec 1 §5). */
const FIRST = ['United States', 'India'];

function rank(country: Country): number {
  const index = FIRST.indexOf(country.countryName);
  return index < 0 ? FIRST.length : index;
}

export function orderCountries<C extends Country>(countries: C[]): C[] {
  return [...countries].sort(
    (a, b) => rank(a) - rank(b) || a.countryName.localeCompare(b.countryName, 'en', { sensitivity: 'base' }),
  );
}

/** The calling code with one leading '+' (the API stores it bare, one entry as '+ 345'). */
export function callingCode(country: Country): string {
  return `+${country.countryCallingCode.replace(/[^\d-]/g, '')}`;
}

/** 'Name (+code)'. */
export function countryLabel(country: Country): string {
  return `${country.countryName} (${callingCode(country)})`;
}
