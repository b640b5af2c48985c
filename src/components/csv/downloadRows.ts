import { downloadCSV } from 'react-admin';
import { safeCsv, UTF8_BOM } from './csvExporter';

/**
 * Downloads `{fileName}.csv` with these headers and rows of plain text (headers already worded, e.g. a file's
 * own), formula-safe and with the UTF-8 byte-order mark, as csvExporter's files are.
 */
export function downloadRows(fileName: string, headers: string[], rows: string[][]): void {
  downloadCSV(UTF8_BOM + safeCsv(rows, headers), fileName);
}
