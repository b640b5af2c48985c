import { describe, expect, it } from 'vitest';
import { csvFileProblem, MAX_CSV_BYTES, parseCsvFile } from '../../../src/components/csv/parseCsvFile';

const file = (content: string | Uint8Array<ArrayBuffer>, name = 'members.csv', type = 'text/csv') =>
  new File([content], name, { type });

describe('parseCsvFile', () => {
  it('refuses a file that is not a CSV, is empty or is over 5 MB', () => {
    expect(csvFileProblem(file('a,b', 'members.xlsx', 'application/vnd.ms-excel'))).toBe(
      'app.csv_import.not_csv',
    );
    expect(csvFileProblem(file('a,b', 'photo.csv', 'image/png'))).toBe('app.csv_import.not_csv');
    expect(csvFileProblem(file(''))).toBe('app.csv_import.empty');
    expect(csvFileProblem(file(new Uint8Array(MAX_CSV_BYTES + 1)))).toBe('app.csv_import.too_big');
    expect(csvFileProblem(file('Name\nAnn', 'MEMBERS.CSV', ''))).toBeUndefined();
  });

  it('reads the headers and the rows by header, skipping blank lines; a header alone is empty', async () => {
    await expect(parseCsvFile(file('Name,Email\r\nAnn,ann@example.com\r\n\r\n'))).resolves.toEqual({
      fields: ['Name', 'Email'],
      rows: [{ Name: 'Ann', Email: 'ann@example.com' }],
    });
    await expect(parseCsvFile(file('Name,Email\r\n'))).rejects.toThrow('app.csv_import.empty');
  });
});
