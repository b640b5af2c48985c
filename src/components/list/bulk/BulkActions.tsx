import type { RaRecord } from 'react-admin';
import type { CsvExportButtonProps } from '../../csv/CsvExportButton';
import { BulkCsvExportButton } from './BulkCsvExportButton';
import { BulkDeleteRowsButton } from './BulkDeleteRowsButton';
import { BulkStatusButtons } from './BulkStatusButtons';

/** What a list lets the admin do with its selected rows (see BulkDataTable). */
export interface BulkOptions<R extends RaRecord = RaRecord> {
  /** The record field naming a row: its checkbox's accessible name, the rows listed after a partial failure. */
  nameSource: string;
  /** Activate / Deactivate, over this boolean field (true: isActive). */
  status?: true | { field: string };
  /** Delete, behind one confirmation. */
  remove?: boolean;
  /** Export of the selected rows in the list's CSV format. */
  csv?: CsvExportButtonProps<R>;
}

/** The bulk action buttons a list's options ask for, in react-admin's bulk actions toolbar. */
export const BulkActions = <R extends RaRecord>({ nameSource, status, remove, csv }: BulkOptions<R>) => (
  <>
    {csv && <BulkCsvExportButton {...csv} />}
    {status && (
      <BulkStatusButtons nameSource={nameSource} field={status === true ? undefined : status.field} />
    )}
    {remove && <BulkDeleteRowsButton nameSource={nameSource} />}
  </>
);
