import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from '../../../src/components/csv/csvExporter';
import { neutraliseFormulae } from '../../../src/components/csv/formulaEscapes';

const translate = (key: string) => ({ 'h.name': 'Name', 'h.amount': 'Amount' })[key] ?? key;
const columns: CsvColumn[] = [
  { header: 'h.name', value: (record) => record.name },
  { header: 'h.amount', value: (record) => record.amount },
];
const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv)
    .data.slice(1)
    .map((row) => row[0]);
const namesCsv = (names: string[]) =>
  toCsv(
    names.map((name, id) => ({ id, name, amount: 1 })),
    columns,
    translate,
  );

describe('toCsv', () => {
  it('writes translated headers and one row per record in the given order, every text cell quoted', () => {
    const csv = toCsv(
      [
        { id: 1, name: 'Ann', amount: 10 },
        { id: 2, name: 'Bob', amount: undefined },
      ],
      columns,
      translate,
    );
    expect(csv.split('\r\n')).toEqual(['"Name","Amount"', '"Ann",10', '"Bob",""']);
  });

  it('neutralises formula cells with a leading quote', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '\nx'];
    expect(cellsOf(namesCsv(names))).toEqual(names.map((name) => `'${name}`));
  });

  it('neutralises a cell whose first non-blank character starts a formula', () => {
    const names = [' =1+1', '\u00a0\u3000+cmd', '  -2+3', '\t @SUM(A1)'];
    expect(cellsOf(namesCsv(names))).toEqual(names.map((name) => `'${name}`));
  });

  // Issue 24: `Eve;=1+2` went out unquoted, and Excel in a ';' locale split it into a formula cell.
  it('quotes a cell holding a separator of another locale and neutralises a formula after any separator', () => {
    const csv = namesCsv(['Eve;=1+2', 'Eve,=1+2', 'Eve\t+1', 'Eve; -2', 'Eve;@x']);
    expect(csv.split('\r\n')[1]).toBe(`"Eve;'=1+2",1`);
    expect(cellsOf(csv)).toEqual(["Eve;'=1+2", "Eve,'=1+2", "Eve\t'+1", "Eve;' -2", "Eve;'@x"]);
    // Split at ';' as such a spreadsheet would, no piece starts a formula.
    for (const cell of cellsOf(csv))
      for (const piece of cell.split(/[;,\t]/)) expect(piece.trimStart()).not.toMatch(/^[=+\-@]/);
  });

  it('neutralises each line of a multi-line value that starts a formula', () => {
    const names = [
      'Ann\n=HYPERLINK("http://x","y")',
      'Ann\n  =HYPERLINK("http://x","y")',
      'Ann\r\n\t+1',
      'Ann\n\nplain\n-1',
    ];
    expect(cellsOf(namesCsv(names))).toEqual([
      'Ann\n\'=HYPERLINK("http://x","y")',
      'Ann\n\'  =HYPERLINK("http://x","y")',
      "Ann\r\n'\t+1",
      "Ann\n\nplain\n'-1",
    ]);
  });

  it('neutralises the full-width formula characters ＝ ＋ － ＠', () => {
    const names = ['＝HYPERLINK("http://x","y")', '＋1', '－2', '＠SUM(A1)', ' ＝1'];
    expect(cellsOf(namesCsv(names))).toEqual(names.map((name) => `'${name}`));
    expect(neutraliseFormulae('Ann\n＠x')).toBe("Ann\n'＠x");
  });

  it('keeps harmless text and negative numbers as they are', () => {
    const csv = toCsv(
      [
        { id: 1, name: 'Ann-Marie\nSmith', amount: -25 },
        { id: 2, name: 'a = b + c\nx@example.com', amount: 0 },
      ],
      columns,
      translate,
    );
    expect(csv.split('\r\n')[1]).toBe('"Ann-Marie\nSmith",-25');
    const [, first, second] = Papa.parse<string[]>(csv).data;
    expect(first).toEqual(['Ann-Marie\nSmith', '-25']);
    expect(second).toEqual(['a = b + c\nx@example.com', '0']);
  });
});
