import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTableHead, useDataTableSortContext, type DataTableHeadProps } from 'react-admin';

interface ColumnProps {
  source?: string;
  disableSort?: boolean;
  sortDirection?: 'asc' | 'desc';
}

/**
 * react-admin's DataTable head, telling assistive technology which column the rows are sorted by: the sorted
 * column's header cell gets MUI's `sortDirection`, which TableCell renders as `aria-sort` (WCAG 2.1 1.3.1;
 * react-admin shows the sort only as an arrow). Every list's head (src/theme/adminTheme.ts).
 */
export const SortedColumnHead = ({ children, ...props }: DataTableHeadProps) => (
  <DataTableHead {...props}>{useSortedColumns(children)}</DataTableHead>
);

/** The head's columns, the sorted one given MUI's `sortDirection` (also BulkTableHead's). */
export function useSortedColumns(children: ReactNode): ReactNode {
  const sort = useDataTableSortContext();
  const isSorted = (column: ReactElement<ColumnProps>) =>
    sort !== undefined && column.props.source === sort.field && !column.props.disableSort;
  return Children.map(children, (column) =>
    isValidElement<ColumnProps>(column) && isSorted(column)
      ? cloneElement(column, { sortDirection: sort!.order === 'ASC' ? 'asc' : 'desc' })
      : column,
  );
}
