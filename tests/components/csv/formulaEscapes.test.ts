import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { safeCsv } from '../../../src/components/csv/csvExporter';
import { neutraliseFormulae, restoreFormulae } from '../../../src/components/csv/formulaEscapes';

/** Texts the download neutralises: at the start, after a separator of any locale, a tab or a line break. */
const FORMULA_LIKE = [
  '=1+1 Formula',
  '@at Sign',
  '+city1',
  '-10',
  'Bob,@evil',
  'Eve;=1+2',
  'Ann\t+1',
  ' =1',
  '\t=1',
  '\n=x',
  '\rplain',
  'Ann\n  =HYPERLINK("http://x","y")',
  'Ann\r\n\t+1',
  '=;=,=\t=',
  ',,=x',
  '＝1',
  'Ann\n＠x',
];

/** Texts with an apostrophe the download did not put there, or nothing to neutralise. */
const PLAIN = ["O'Brien", "'quoted'", "it's =fine", 'a = b + c\nx@example.com', 'Ann-Marie', ''];

describe('restoreFormulae', () => {
  it('gives back every text the download neutralised', () => {
    for (const text of [...FORMULA_LIKE, ...PLAIN]) {
      expect(restoreFormulae(neutraliseFormulae(text))).toBe(text);
    }
  });

  it('takes out only the escapes, not an apostrophe of the text', () => {
    expect(restoreFormulae("'=1+1 Formula")).toBe('=1+1 Formula');
    expect(restoreFormulae("Bob,'@evil")).toBe('Bob,@evil');
    for (const text of PLAIN) expect(restoreFormulae(text)).toBe(text);
  });

  it("reads a value that had its own ' before a formula character as a spreadsheet shows it: without it", () => {
    // The download leaves "'=x" as it is (its first character is no formula's); the import cannot tell it from an
    // escape, and takes the ' out, as a spreadsheet shows the cell.
    expect(neutraliseFormulae("'=x")).toBe("'=x");
    expect(restoreFormulae(neutraliseFormulae("'=x"))).toBe('=x');
  });

  it('reads back the cells of a downloaded CSV as they were', () => {
    const [, cells] = Papa.parse<string[]>(safeCsv([FORMULA_LIKE], FORMULA_LIKE.map(String))).data;
    expect(cells?.map(restoreFormulae)).toEqual(FORMULA_LIKE);
  });
});
