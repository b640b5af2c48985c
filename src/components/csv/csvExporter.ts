import Papa from 'papaparse';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { withEnglishDates } from '../../i18n/formatLocale';
// The formula rule lives beside its inverse (an import of a download takes the escapes out again).
import { neutraliseFormulae } from './formulaEscapes';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One CSV column: its header (an i18n key) and how a record gives its cell (translated texts allowed). */
export interface CsvColumn<R extends RaRecord = RaRecord> {
  header: string;
  value: (record: R, translate: Translate) => string | number | null | undefined;
}

/** A CSV cell: text (neutralised), or a number kept as it is (negative amounts stay numeric). */
type Cell = string | number;

/**
 * The CSV text of these rows (under `fields` when given): every text cell neutralised and quoted, so a
 * spreadsheet never splits it at a separator of its own locale (`;` in German or French Excel); numbers bare.
 */
export function safeCsv(rows: Cell[][], fields?: string[]): string {
  const safeRow = (row: Cell[]) =>
    row.map((cell) => (typeof cell === 'string' ? neutraliseFormulae(cell) : cell));
  const data = rows.map(safeRow);
  return Papa.unparse(fields ? { fields: safeRow(fields) as string[], data } : data, {
    quotes: (value: unknown) => typeof value === 'string',
    escapeFormulae: false,
  });
}

/** The CSV text of the records, with translated headers and formula-safe cells. */
export function toCsv<R extends RaRecord>(
  records: R[],
  columns: CsvColumn<R>[],
  translate: Translate,
): string {
  return safeCsv(
    records.map((record) => columns.map((column) => column.value(record, translate) ?? '')),
    columns.map((column) => translate(column.header)),
  );
}

/** `csv` under rows of their own (a report's header: label, value), formula-safe too. */
export function withHeaderRows(csv: string, rows: string[][]): string {
  return `${safeCsv(rows)}\r\n${csv}`;
}

/** `csv` under a first row holding only `title` (formula-safe too), as the group member files have it. */
export function withTitleRow(csv: string, title: string): string {
  return withHeaderRows(csv, [[title]]);
}

/** UTF-8's byte-order mark: without it spreadsheet programs read the file as Latin-1 ('MÃ¼ller'). */
export const UTF8_BOM = '\uFEFF';

/**
 * A react-admin exporter downloading `{fileName}.csv` (fileName is an i18n key too), starting with a UTF-8
 * byte-order mark; with `titleRow`, that text comes first, on a row of its own; given rows of cells instead,
 * those rows come first (a report header).
 */
export function csvExporter<R extends RaRecord>(
  columns: CsvColumn<R>[],
  fileName: string,
  translate: Translate,
  titleRow?: string | string[][],
): Exporter<R> {
  return (records) => {
    // Dates in the spec's English formats whatever the language on screen (spec 1 §9).
    const csv = withEnglishDates(() => toCsv(records, columns, translate));
    const text =
      titleRow === undefined
        ? csv
        : typeof titleRow === 'string'
          ? withTitleRow(csv, titleRow)
          : withHeaderRows(csv, titleRow);
    downloadCSV(UTF8_BOM + text, translate(fileName));
  };
}
