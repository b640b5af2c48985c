import { createContext, useContext, type MouseEvent } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useRowControlName } from '../useRowControlName';

/** The record field that names a row of the surrounding selectable table (BulkDataTable provides it). */
export const RowNameSourceContext = createContext<string | undefined>(undefined);

/**
 * The selection cell of a row (react-admin's SelectRowCheckbox, named with its row: 'Select: Ann Archer'; shift-click
 * selects a range). On a phone the row's card shows it as its first line, labelled 'Select'.
 */
export const RowSelectCheckbox = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const accessibleName = useRowControlName('app.bulk.select', useContext(RowNameSourceContext));
  if (!record) return null;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    if (selectable) handleToggleItem?.(record.id, event);
  };
  return (
    <TableCell padding="checkbox" data-label={translate('app.bulk.select')}>
      <Checkbox
        className={`select-item ${DataTableClasses.checkbox}`}
        checked={selectable && (selectedIds?.includes(record.id) ?? false)}
        disabled={!selectable}
        onClick={toggle}
        slotProps={{ input: { 'aria-label': accessibleName } }}
      />
    </TableCell>
  );
};
