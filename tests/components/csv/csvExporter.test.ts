import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from '../../../src/components/csv/csvExporter';

const translate = (key: string) => ({ 'h.name': 'Name', 'h.amount': 'Amount' })[key] ?? key;
const columns: CsvColumn[] = [
  { header: 'h.name', value: (record) => record.name },
  { header: 'h.amount', value: (record) => record.amount },
];
const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv)
    .data.slice(1)
    .map((row) => row[0]);

describe('toCsv', () => {
  it('writes translated headers and one row per record in the given order', () => {
    const csv = toCsv(
      [
        { id: 1, name: 'Ann', amount: 10 },
        { id: 2, name: 'Bob', amount: undefined },
      ],
      columns,
      translate,
    );
    expect(csv.split('\r\n')).toEqual(['Name,Amount', 'Ann,10', 'Bob,']);
  });

  it('neutralises formula cells with a leading quote', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '\nx'];
    const csv = toCsv(
      names.map((name, id) => ({ id, name, amount: 1 })),
      columns,
      translate,
    );
    expect(cellsOf(csv)).toEqual(names.map((name) => `'${name}`));
  });

  it('neutralises multi-line values whose later line starts a formula', () => {
    const csv = toCsv([{ id: 1, name: 'Ann\n=HYPERLINK("http://x","y")', amount: 1 }], columns, translate);
    expect(cellsOf(csv)).toEqual(['\'Ann\n=HYPERLINK("http://x","y")']);
  });

  it('neutralises a cell whose first non-blank character starts a formula, on any of its lines', () => {
    const names = [
      ' =1+1',
      '\u00a0\u3000+cmd',
      '  -2+3',
      '\t @SUM(A1)',
      'Ann\n  =HYPERLINK("http://x","y")',
      'Ann\r\n\t+1',
      'Ann\n\nplain\n-1',
    ];
    const csv = toCsv(
      names.map((name, id) => ({ id, name, amount: 1 })),
      columns,
      translate,
    );
    expect(cellsOf(csv)).toEqual(names.map((name) => `'${name}`));
  });

  it('neutralises the full-width formula characters ＝ ＋ － ＠', () => {
    const names = ['＝HYPERLINK("http://x","y")', '＋1', '－2', '＠SUM(A1)', ' ＝1', 'Ann\n＠x'];
    const csv = toCsv(
      names.map((name, id) => ({ id, name, amount: 1 })),
      columns,
      translate,
    );
    expect(cellsOf(csv)).toEqual(names.map((name) => `'${name}`));
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
    const [, first, second] = Papa.parse<string[]>(csv).data;
    expect(first).toEqual(['Ann-Marie\nSmith', '-25']);
    expect(second).toEqual(['a = b + c\nx@example.com', '0']);
  });
});
