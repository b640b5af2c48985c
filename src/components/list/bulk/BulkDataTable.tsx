import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { PositionKeyedBody } from '../PositionKeyedBody';
import { BulkActions, type BulkOptions } from './BulkActions';
import { RowNameSourceContext } from './RowSelectCheckbox';

export interface BulkDataTableProps<R extends RaRecord> extends DataTableProps<R> {
  bulk: BulkOptions<R>;
}

/**
 * A list's DataTable with row selection and the bulk actions its `bulk` options ask for (react-admin's
 * `bulkActionButtons` and BulkActionsToolbar), over the app's PositionKeyedBody. A list opts in by using it in
 * place of `<DataTable body={PositionKeyedBody}>`.
 */
export const BulkDataTable = <R extends RaRecord>({ bulk, ...props }: BulkDataTableProps<R>) => (
  <RowNameSourceContext.Provider value={bulk.nameSource}>
    <DataTable<R> body={PositionKeyedBody} bulkActionButtons={<BulkActions {...bulk} />} {...props} />
  </RowNameSourceContext.Provider>
);
