import type { ChangeEvent } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useResourceNameInText } from '../useResourceNameInText';

/**
 * The header cell selecting the rows on this page, as react-admin's SelectPageCheckbox (rows of other pages
 * stay selected or not), but named with the page it selects: 'Select all members on page 2' rather than 'Select
 * all', which a screen reader user would take for every row of the list (issue 30). On a phone the name is also
 * written beside it (stackedRows: the cell's data-label).
 */
export const PageSelectCell = () => {
  const data = useDataTableDataContext() ?? [];
  const { isRowSelectable, onSelect } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext() ?? [];
  const { resource, page } = useListContext();
  const translate = useTranslate();
  const name = useResourceNameInText(resource);
  const selectableIds = data
    .filter((record) => !isRowSelectable || isRowSelectable(record))
    .map((record) => record.id);
  const onPage = new Set(data.map((record) => record.id));
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const others = selectedIds.filter((id) => !onPage.has(id));
    onSelect?.(event.target.checked ? [...others, ...selectableIds] : others);
  };
  const label = translate('app.bulk.select_page', { name, page });
  return (
    <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell} data-label={label}>
      <Checkbox
        className="select-all"
        color="primary"
        checked={selectableIds.length > 0 && selectableIds.every((id) => selectedIds.includes(id))}
        onChange={toggle}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
};
