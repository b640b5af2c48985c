import { Children } from 'react';
import {
  BulkActionsToolbar,
  DataTable,
  DataTableLoading,
  useListContext,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import { PositionKeyedBody } from '../PositionKeyedBody';
import { BulkActions, type BulkOptions } from './BulkActions';
import { BulkTableHead } from './BulkTableHead';
import { FocusRowsOnUnselect } from './FocusRowsOnUnselect';
import { RowNameSourceContext } from './RowSelectCheckbox';
import { SelectAllMatchingButton } from './SelectAllMatchingButton';

export interface BulkDataTableProps<R extends RaRecord> extends DataTableProps<R> {
  /** Without it, the plain table (no selection): a list whose rows offer nothing to do in bulk. */
  bulk: BulkOptions<R> | undefined;
}

/**
 * A list's DataTable with row selection and the bulk actions its `bulk` options ask for (react-admin's bulk
 * actions toolbar), over the app's PositionKeyedBody: each row's checkbox named by its row, the page's select-all
 * by its page, and once a page is selected 'Select all 10,000 members' (every row the list's search and filters
 * match). A list opts in by using it in place of `<DataTable body={PositionKeyedBody}>`.
 */
export const BulkDataTable = <R extends RaRecord>({ bulk, ...props }: BulkDataTableProps<R>) => {
  const { isPending } = useListContext<R>();
  if (bulk === undefined) return <DataTable<R> body={PositionKeyedBody} {...props} />;
  // react-admin's skeleton of a selectable table draws a checkbox in every placeholder row, unnamed (axe: label):
  // until the rows come there is nothing to select, so the skeleton has no selection column.
  if (isPending)
    return (
      <DataTableLoading
        className={props.className}
        nbChildren={Children.count(props.children)}
        size={props.size ?? 'small'}
      />
    );
  return (
    <RowNameSourceContext.Provider value={bulk.nameSource}>
      <FocusRowsOnUnselect />
      <DataTable<R>
        body={PositionKeyedBody}
        head={BulkTableHead}
        bulkActionButtons={<BulkActions {...bulk} />}
        bulkActionsToolbar={
          <BulkActionsToolbar selectAllButton={<SelectAllMatchingButton />}>
            <BulkActions {...bulk} />
          </BulkActionsToolbar>
        }
        {...props}
      />
    </RowNameSourceContext.Provider>
  );
};
