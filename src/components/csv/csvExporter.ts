import Papa from 'papaparse';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import { withEnglishDates } from '../../i18n/formatLocale';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One CSV column: its header (an i18n key) and how a record gives its cell (translated texts allowed). */
export interface CsvColumn<R extends RaRecord = RaRecord> {
  header: string;
  value: (record: R, translate: Translate) => string | number | null | undefined;
}

const FORMULA_CHARACTERS = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';

/**
 * Where a spreadsheet could start a formula: at the cell's start, or after a separator (`,` `;` tab: a
 * spreadsheet set to another separator than the file's splits the cell there) or a line break, blanks allowed
 * before = + - @ or their full-width forms (＝ ＋ － ＠, which spreadsheets in CJK locales read as the ASCII ones).
 */
const FORMULA_START = new RegExp(`(^|[,;\\t\\r\\n])([^\\S\\r\\n]*)(?=[${FORMULA_CHARACTERS}])`, 'g');

/** A cell starting with a tab or a line break is read as a formula by some spreadsheets too. */
const CONTROL_START = /^[\t\r\n]/;

/**
 * The text of a cell with a ' before each place a spreadsheet could start a formula (OWASP's neutralisation), so
 * every piece it could be split into reads as text: `Eve;=1+2` → `Eve;'=1+2`.
 */
export function neutraliseFormulae(text: string): string {
  const safe = text.replace(
    FORMULA_START,
    (_match, boundary: string, blanks: string) => `${boundary}'${blanks}`,
  );
  return CONTROL_START.test(safe) ? `'${safe}` : safe;
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
