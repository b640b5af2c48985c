import { downloadRows } from '../../../components/csv/downloadRows';
import { translateEnglish } from '../../../i18n/english';
import { templateHeaders, type ImportRow } from './memberImportRows';

/** The template: the import's columns, as the members download names them, and no row. */
export const downloadImportTemplate = () =>
  downloadRows(translateEnglish('app.member_import.template_file'), templateHeaders(), []);

/** A row not imported and why (the preview's problems, the server's refusal, or a cancel). */
export interface RowNotImported {
  row: ImportRow;
  reason: string;
}

/**
 * The rows not imported as the file had them (its own headers, in its order) plus a Reason column, so they can
 * be fixed in a spreadsheet and imported again.
 */
export function downloadRowsNotImported(fields: string[], rows: RowNotImported[]) {
  const reason = translateEnglish('app.member_import.reason');
  downloadRows(
    translateEnglish('app.member_import.failed_file'),
    [...fields, reason],
    rows.map(({ row, reason: why }) => [...fields.map((field) => row.source[field] ?? ''), why]),
  );
}
