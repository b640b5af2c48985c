import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/components/csv/csvExporter';
import { memberCsvColumns } from '../../../src/resources/members/memberCsv';
import { testI18nProvider } from '../../helpers/testI18nProvider';
import { members } from '../fixtures';

const translate = (key: string, options?: Record<string, unknown>) =>
  testI18nProvider.translate(key, options);
const genderCells = (genders: string[]) =>
  toCsv(
    genders.map((gender, index) => ({ ...members[0], id: index, gender })),
    memberCsvColumns,
    translate,
  )
    .split('\r\n')
    .slice(1)
    .map((line) => Papa.parse<string[]>(line).data[0]?.[3]);

describe('members CSV (issue #12)', () => {
  it('writes gender as the form shows it', () => {
    expect(genderCells(['Other', 'Female', 'male', ''])).toEqual(['Rather Not Say', 'Female', 'Male', '']);
  });
});
