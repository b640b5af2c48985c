import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { CsvExportButtonProps } from '../../csv/CsvExportButton';
import { BulkActButton, type BulkActOption } from './BulkActButton';
import { BulkCsvExportButton } from './BulkCsvExportButton';
import { BulkDeleteRowsButton } from './BulkDeleteRowsButton';
import { BulkStatusButtons, type BulkStatusTexts } from './BulkStatusButtons';

/** What a list lets the admin do with its selected rows (see BulkDataTable). */
export interface BulkOptions<R extends RaRecord = RaRecord> {
  /** The record field naming a row: its checkbox's accessible name, the rows listed after a partial failure. */
  nameSource: string;
  /** Activate / Deactivate (undoable), over this boolean field (true: isActive), with its own texts if given. */
  status?: true | { field: string; texts?: BulkStatusTexts };
  /** Delete, behind one confirmation. */
  remove?: boolean;
  /** Export of the selected rows in the list's CSV format. */
  csv?: CsvExportButtonProps<R>;
  /** Registry actions run once per row behind one confirmation (approve, reject, cancel). */
  acts?: BulkActOption[];
  /** A list's own bulk buttons (the members' change of package). */
  more?: ReactNode;
}

/** The bulk action buttons a list's options ask for, in react-admin's bulk actions toolbar. */
export const BulkActions = <R extends RaRecord>({
  nameSource,
  status,
  remove,
  csv,
  acts = [],
  more,
}: BulkOptions<R>) => (
  <>
    {csv && <BulkCsvExportButton {...csv} />}
    {status && (
      <BulkStatusButtons
        nameSource={nameSource}
        {...(status === true ? {} : { field: status.field, texts: status.texts })}
      />
    )}
    {acts.map((option) => (
      <BulkActButton key={option.action} option={option} nameSource={nameSource} />
    ))}
    {more}
    {remove && <BulkDeleteRowsButton nameSource={nameSource} />}
  </>
);
