import type { ReactNode } from 'react';
import clsx from 'clsx';
import { TableHead, TableRow } from '@mui/material';
import { DataTableClasses } from 'react-admin';
import { PageSelectCell } from './PageSelectCell';
import { useSortedColumns } from '../SortedColumnHead';

/**
 * The head of a BulkDataTable: react-admin's DataTableHead (no row expansion here) with the page's select-all
 * named by its page (PageSelectCell), the sorted column telling so (aria-sort) as every list's SortedColumnHead.
 */
export const BulkTableHead = ({ children }: { children?: ReactNode }) => (
  <TableHead className={DataTableClasses.thead}>
    <TableRow className={clsx(DataTableClasses.row, DataTableClasses.headerRow)}>
      <PageSelectCell />
      {useSortedColumns(children)}
    </TableRow>
  </TableHead>
);
