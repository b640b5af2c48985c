import { useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { TableBody, TableRow } from '@mui/material';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
} from 'react-admin';
import { bodyCellStyles, bodyCells } from './BodyCell';
import { useChangedRowIds } from '../../layout/live/changedRows';
import { RowSelectCheckbox } from './bulk/RowSelectCheckbox';
import { CHANGED_ROW_ATTRIBUTE, changedRowMarks } from './changedRowMarks';
import { clampedCellValues, showCutValue, withClampedCells } from './clampedCells';
import { useIsolatedValues } from './isolatedValues';
import { rowIndexStyles } from './RowIndexField';
import { STACKED_ROWS_CLASS, useLabelledColumns } from './stackedRows';

/**
 * A DataTable body whose rows are keyed by their position on the page, not by record id as react-admin's own.
 * A page change then updates the rows in place (new texts and attributes) instead of unmounting them and
 * mounting new ones, which creates every cell's DOM, styles and effects again.
 * Its rows are plain (no row click or expansion); a table with bulk actions (BulkDataTable) gets a selection
 * checkbox first in each row. Cells must tie any state of theirs to the record they show (see StatusToggle).
 * On a phone its rows stack their cells, each named by its column (stackedRows). Plain values are written in their
 * own direction (isolatedValues). A long value takes at most three lines, its full text shown on hover
 * (clampedCells), so no value makes its row tall: every list has this body. A row another administrator just
 * changed is marked for a moment (changedRowMarks). Its cells are plain `<td>`s styled once for the body (BodyCell).
 * Use it as `<DataTable body={PositionKeyedBody}>` (the theme turns row click and bulk actions off by default).
 */
export const PositionKeyedBody = ({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext();
  const changed = useChangedRowIds(useResourceContext());
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const selectable = hasBulkActions && Boolean(handleToggleItem);
  const selectedIds = useDataTableSelectedIdsContext();
  const isolated = useIsolatedValues(children);
  const columns = useLabelledColumns(useMemo(() => withClampedCells(isolated), [isolated]));
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hiddenColumns] = useStore(storeKey, defaultHiddenColumns);
  const cells = useMemo(() => bodyCells(columns, hiddenColumns), [columns, hiddenColumns]);
  return (
    <TableBody
      className={clsx('datatable-body', DataTableClasses.tbody, STACKED_ROWS_CLASS)}
      sx={[clampedCellValues, rowIndexStyles, changedRowMarks, bodyCellStyles]}
      onPointerOver={showCutValue}
    >
      {data?.map((record, position) => (
        <RecordContextProvider value={record} key={position}>
          <TableRow
            hover
            selected={selectable && (selectedIds?.includes(record.id) ?? false)}
            {...(changed.has(String(record.id)) ? { [CHANGED_ROW_ATTRIBUTE]: true } : {})}
            className={clsx(
              DataTableClasses.row,
              position % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd,
            )}
          >
            {selectable && <RowSelectCheckbox />}
            {cells}
          </TableRow>
        </RecordContextProvider>
      ))}
    </TableBody>
  );
};
