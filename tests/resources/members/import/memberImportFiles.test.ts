import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import {
  downloadRowsNotImported,
  type RowNotImported,
} from '../../../../src/resources/members/import/memberImportFiles';
import type { ImportRow } from '../../../../src/resources/members/import/memberImportRows';
import { captureCsvDownload } from '../../captureCsvDownload';

let download: ReturnType<typeof captureCsvDownload> | undefined;
afterEach(() => download?.restore());

const notImported = (source: Record<string, string>, reason: string): RowNotImported => ({
  row: { line: 2, source, values: {} as ImportRow['values'], problems: [] },
  reason,
});

describe('the rows-not-imported file (issue 24)', () => {
  it("quotes every cell and neutralises a formula after any separator, as the file's own cells came", async () => {
    download = captureCsvDownload();
    downloadRowsNotImported(
      ['Name', 'City'],
      [notImported({ Name: 'Eve;=1+2', City: '=cmd()' }, 'Email is required; -see row')],
    );
    const text = (await download.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      '"Name","City","Reason"',
      `"Eve;'=1+2","'=cmd()","Email is required;' -see row"`,
    ]);
    expect(Papa.parse<string[]>(text).data[1]).toEqual([
      "Eve;'=1+2",
      "'=cmd()",
      "Email is required;' -see row",
    ]);
  });
});
