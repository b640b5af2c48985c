import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/api/types';
import { runBatch } from '../../src/api/runBatch';
import type { CountryRecord } from '../../src/api/readers/countries';
import type { MemberRecord } from '../../src/resources/members/api';
import type { PackageRecord } from '../../src/resources/packages/api';
import {
  checkImportRows,
  matchHeaders,
  type ImportContext,
} from '../../src/resources/members/import/memberImportRows';
import { testI18nProvider } from '../helpers/testI18nProvider';
import { type TestServer, signedInProvider } from './harness';

/**
 * The member import against the reference server: rows checked with the server's packages, countries and
 * members, created through the provider a few at a time, and a file imported twice writes nothing twice.
 */

const all = {
  pagination: { page: 1, perPage: 100_000 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};
const translate = (key: string, options?: Record<string, unknown>) =>
  testI18nProvider.translate(key, options);

let server: TestServer;
let provider: AppDataProvider;

async function importContext(): Promise<ImportContext> {
  const packages = (await provider.getList<PackageRecord>('packages', all)).data;
  const countries = (await provider.getList<CountryRecord>('countries', all)).data;
  const members = (await provider.getList<MemberRecord>('members', all)).data;
  return {
    packages: packages.map((pkg) => ({ id: String(pkg.id), name: pkg.packageName, isActive: pkg.isActive })),
    countries: countries.map((c) => ({ name: c.countryName, callingCode: c.countryCallingCode })),
    existingEmails: new Set(members.map((member) => member.email.toLowerCase())),
  };
}

const FIELDS = ['Name', 'Email', 'Phone No', 'Gender', 'Membership', 'City', 'Country', 'Age Group'];

beforeAll(async () => {
  ({ server, provider } = await signedInProvider());
});
afterAll(() => server.close());

describe('member import through the provider', () => {
  it('creates the valid rows; the same file imported again writes nothing twice', async () => {
    const context = await importContext();
    const active = context.packages.find((pkg) => pkg.isActive)!;
    const file = ['one', 'two', 'three'].map((n) => ({
      Name: `Imported ${n}`,
      Email: `import.${n}@contract.test`,
      'Phone No': '(+91) 9876543210',
      Gender: 'Rather Not Say',
      Membership: active.name,
      City: 'Pune',
      Country: 'India',
      'Age Group': '30-50',
    }));
    const rows = checkImportRows(file, matchHeaders(FIELDS), context, translate);
    expect(rows.map((row) => row.problems)).toEqual([[], [], []]);
    const write = (row: (typeof rows)[number]) => provider.create('members', { data: row.values });
    const options = {
      concurrency: 2,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      reasonOf: (error: unknown) => (error instanceof Error ? error.message : String(error)),
    };
    expect(await runBatch(rows, write, options)).toEqual([
      { status: 'done' },
      { status: 'done' },
      { status: 'done' },
    ]);
    const members = (await provider.getList<MemberRecord>('members', all)).data;
    const imported = members.filter((member) => member.email.startsWith('import.'));
    expect(imported.map((member) => [member.name, member.gender, member.package.name]).sort()).toEqual(
      ['Imported one', 'Imported three', 'Imported two'].map((name) => [name, 'Other', active.name]),
    );

    // Imported again: the preview refuses every row, and rows sent anyway are refused by the server.
    const again = checkImportRows(file, matchHeaders(FIELDS), await importContext(), translate);
    expect(again.every((row) => row.problems.some((p) => p.startsWith('A member already uses')))).toBe(true);
    const outcomes = await runBatch(rows, write, options);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['failed', 'failed', 'failed']);
    const after = (await provider.getList<MemberRecord>('members', all)).data;
    expect(after.filter((member) => member.email.startsWith('import.'))).toHaveLength(3);
  });
});
