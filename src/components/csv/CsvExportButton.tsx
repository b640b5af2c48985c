import { useMemo } from 'react';
import { ExportButton, type Exporter, type RaRecord } from 'react-admin';
import { translateEnglish } from '../../i18n/english';
import type { CsvColumn } from './csvExporter';

/** Enough for the whole members collection (the spec reads it with limit 10000). */
const MAX_EXPORTED_ROWS = 100_000;

export interface CsvExportButtonProps<R extends RaRecord> {
  columns: CsvColumn<R>[];
  /** i18n key of the file name (without .csv). */
  fileName: string;
  /**
   * A text written on a row of its own above the headers (e.g. the group's name), or rows of cells (a report
   * header: label, value).
   */
  titleRow?: string | string[][];
}

/**
 * The list's exporter: English file name and headers whatever the language on screen (spreadsheets reading them
 * keep working). The CSV writer (papaparse) downloads at the first click, not with the list (issues 26 and 28).
 */
export const useCsvExporter = <R extends RaRecord>(
  columns: CsvColumn<R>[],
  fileName: string,
  titleRow?: string | string[][],
) =>
  useMemo<Exporter>(
    () =>
      async (...args) => {
        const { csvExporter } = await import('./csvExporter');
        return csvExporter(columns, fileName, translateEnglish, titleRow)(...args);
      },
    [columns, fileName, titleRow],
  );

/**
 * 'Download': the list as the user sees it (current filter and sort, every page) as a CSV file.
 * Must sit inside a list.
 */
export const CsvExportButton = <R extends RaRecord>({
  columns,
  fileName,
  titleRow,
}: CsvExportButtonProps<R>) => {
  const exporter = useCsvExporter(columns, fileName, titleRow);
  return <ExportButton exporter={exporter} maxResults={MAX_EXPORTED_ROWS} label="app.common.download" />;
};
