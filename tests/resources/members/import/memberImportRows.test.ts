import { describe, expect, it } from 'vitest';
import {
  checkImportRows,
  matchHeaders,
  missingHeaders,
  templateHeaders,
  type ImportContext,
} from '../../../../src/resources/members/import/memberImportRows';
import { testI18nProvider } from '../../../helpers/testI18nProvider';

const translate = (key: string, options?: Record<string, unknown>) =>
  testI18nProvider.translate(key, options);

const context: ImportContext = {
  packages: [
    { id: 'pkg-gold', name: 'Gold', isActive: true },
    { id: 'pkg-old', name: 'Old Plan', isActive: false },
  ],
  countries: [
    { name: 'India', callingCode: '91' },
    { name: 'United States', callingCode: '1' },
  ],
  existingEmails: new Set(['taken@example.com']),
};

/** The download's own headers, in another order and case, with a column the import ignores. */
const FIELDS = [
  'email',
  'NAME',
  'Phone No',
  'Gender',
  'Membership',
  'City',
  'Country',
  'Age Group',
  'Registration Date',
];

const good: Record<string, string> = {
  email: 'asha@example.com',
  NAME: 'Asha Rao',
  'Phone No': '(+91) 9876543210',
  Gender: 'Female',
  Membership: 'gold',
  City: 'Pune',
  Country: 'india',
  'Age Group': '30-50',
  'Registration Date': '01-02-2024',
};

const check = (rows: Record<string, string>[]) =>
  checkImportRows(rows, matchHeaders(FIELDS), context, translate);

describe('member import rows', () => {
  it('matches the download headers by name in any order and case, and names the missing ones', () => {
    expect(matchHeaders(FIELDS)).toMatchObject({ name: 'NAME', email: 'email', ageGroup: 'Age Group' });
    expect(missingHeaders(matchHeaders(['\uFEFFName', 'Email']))).toEqual([
      'Phone No',
      'Gender',
      'Membership',
      'City',
      'Country',
      'Age Group',
    ]);
    expect(templateHeaders()).toEqual([
      'Name',
      'Email',
      'Phone No',
      'Gender',
      'Membership',
      'City',
      'Country',
      'Age Group',
    ]);
  });

  it('reads a download row back into the member form values, with no problem', () => {
    const [row] = check([good]);
    expect(row).toMatchObject({
      line: 2,
      problems: [],
      values: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.com',
        countryCode: '+91',
        phoneNumber: '9876543210',
        gender: 'Female',
        ageRange: '30-50',
        city: 'Pune',
        country: 'India',
        packageName: 'pkg-gold',
      },
    });
  });

  it("reads 'Rather Not Say' as Other and a phone without a code with the country's code", () => {
    const [row] = check([
      { ...good, Gender: 'Rather Not Say', 'Phone No': '5551234', Country: 'United States' },
    ]);
    expect(row?.values).toMatchObject({ gender: 'Other', countryCode: '+1', phoneNumber: '5551234' });
    expect(row?.problems).toEqual([]);
  });

  it("applies the member form's rules: required fields, email and phone digits", () => {
    const [row] = check([{ ...good, NAME: 'Asha', email: 'not-an-email', 'Phone No': '12ab', City: '' }]);
    expect(row?.problems).toEqual([
      'Last Name: This field is required',
      expect.stringMatching(/^Email ID: /),
      expect.stringMatching(/^Phone Number: /),
      'City: This field is required',
    ]);
  });

  it('refuses an unknown gender, age group, country, package and a retired package', () => {
    const [unknown, retired] = check([
      { ...good, Gender: 'Robot', 'Age Group': '10-20', Country: 'Atlantis', Membership: 'Platinum' },
      { ...good, email: 'b@example.com', Membership: 'Old Plan' },
    ]);
    expect(unknown?.problems).toEqual([
      'Gender "Robot" is not Male, Female or Rather Not Say',
      'Age Group "10-20" is not 20-30, 30-50 or 50-100',
      'Country "Atlantis" is not a known country',
      'No membership package is named "Platinum"',
    ]);
    expect(retired?.problems).toEqual(['The membership package "Old Plan" is retired']);
  });

  it('refuses an email a member already has or an earlier row repeats (a file imported twice writes nothing)', () => {
    const rows = check([
      { ...good, email: 'TAKEN@example.com' },
      { ...good, email: 'new@example.com' },
      { ...good, email: 'New@Example.com' },
    ]);
    expect(rows.map((row) => row.problems)).toEqual([
      ['A member already uses TAKEN@example.com'],
      [],
      ['New@Example.com is on an earlier row of the file'],
    ]);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4]);
  });

  it("reads the members download's formula-safe cells as the member had them, other apostrophes kept", () => {
    const [formula, apostrophe] = check([
      { ...good, NAME: "'=1+1 Formula", City: "'+city1" },
      { ...good, email: 'b@example.com', NAME: "Bob,'@evil O'Brien", City: "'Quoted' Town" },
    ]);
    expect(formula?.values).toMatchObject({ firstName: '=1+1', lastName: 'Formula', city: '+city1' });
    expect(apostrophe?.values).toMatchObject({
      firstName: 'Bob,@evil',
      lastName: "O'Brien",
      city: "'Quoted' Town",
    });
    // The failed-rows file gives back the row as the file had it.
    expect(formula?.source.NAME).toBe("'=1+1 Formula");
  });

  it('does not check countries when the list could not be read', () => {
    const [row] = checkImportRows(
      [{ ...good, Country: 'Somewhere' }],
      matchHeaders(FIELDS),
      { ...context, countries: [] },
      translate,
    );
    expect(row?.problems).toEqual([]);
    expect(row?.values.country).toBe('Somewhere');
  });
});
