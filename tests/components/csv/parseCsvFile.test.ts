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

describe('parseCsvFile refuses what it would read wrong', () => {
  /** 'Şule Güneş' as Turkish Excel's plain CSV writes it: Windows-1254 (Ş 0xDE, ü 0xFC, ş 0xFE). */
  const windows1254 = new Uint8Array([
    ...new TextEncoder().encode('Name\r\n'),
    0xde,
    ...new TextEncoder().encode('ule G'),
    0xfc,
    ...new TextEncoder().encode('ne'),
    0xfe,
  ]);

  it('refuses text that is not UTF-8 and reads UTF-8 with or without its byte-order mark', async () => {
    await expect(parseCsvFile(file(windows1254))).rejects.toThrow('app.csv_import.not_utf8');
    const rows = [{ Name: 'Şule Güneş' }];
    await expect(parseCsvFile(file('Name\r\nŞule Güneş'))).resolves.toMatchObject({ rows });
    const withBom = await parseCsvFile(file('\uFEFFName\r\nŞule Güneş'));
    expect(withBom.rows.map((row) => Object.values(row))).toEqual([['Şule Güneş']]);
  });

  it("refuses Excel's 'Unicode Text' (UTF-16, NUL bytes and all) as not UTF-8, not as a binary file", async () => {
    const text = 'Name\r\nŞule';
    const utf16le = new Uint8Array([
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    await expect(parseCsvFile(file(utf16le))).rejects.toThrow('app.csv_import.not_utf8');
  });

  it('refuses a binary file, e.g. a picture renamed .csv, as unreadable', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await expect(parseCsvFile(file(png))).rejects.toThrow('app.csv_import.unreadable');
  });
});
