import { describe, expect, it } from 'vitest';
import { callingCode, countryLabel, orderCountries } from '../../../src/components/forms/countryChoices';

const country = (countryName: string, countryCallingCode: string) => ({ countryName, countryCallingCode });

describe('country choices', () => {
  it('puts United States first, India second, then the rest alphabetically', () => {
    const ordered = orderCountries([
      country('Zambia', '260'),
      country('India', '91'),
      country('albania', '355'),
      country('United States', '1'),
      country('Brazil', '55'),
    ]);
    expect(ordered.map((c) => c.countryName)).toEqual([
      'United States',
      'India',
      'albania',
      'Brazil',
      'Zambia',
    ]);
  });

  it("labels 'Name (+code)' and cleans stray spaces in codes", () => {
    expect(countryLabel(country('India', '91'))).toBe('India (+91)');
    expect(callingCode(country('Cayman Islands', '+ 345'))).toBe('+345');
  });
});
