import { BulkExportButton, type RaRecord } from 'react-admin';
import { useCsvExporter, type CsvExportButtonProps } from '../../csv/CsvExportButton';

/** Export of the selected rows in the list's own CSV file (the same columns, formula-safe, as its Download). */
export const BulkCsvExportButton = <R extends RaRecord>({
  columns,
  fileName,
  titleRow,
}: CsvExportButtonProps<R>) => (
  <BulkExportButton exporter={useCsvExporter(columns, fileName, titleRow)} label="app.bulk.export" />
);
