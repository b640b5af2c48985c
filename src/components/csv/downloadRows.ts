import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';
import { FORMULA_START, UTF8_BOM } from './csvExporter';

/**
 * Downloads `{fileName}.csv` with these headers and rows of plain text (headers already worded, e.g. a file's
 * own), formula-safe and with the UTF-8 byte-order mark, as csvExporter's files are.
 */
export function downloadRows(fileName: string, headers: string[], rows: string[][]): void {
  const csv = Papa.unparse({ fields: headers, data: rows }, { escapeFormulae: FORMULA_START });
  downloadCSV(UTF8_BOM + csv, fileName);
}
