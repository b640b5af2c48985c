import type { ReactNode } from 'react';
import clsx from 'clsx';
import { TableCell, TableHead, TableRow } from '@mui/material';
import { DataTableClasses } from 'react-admin';
import { PageSelectCheckbox } from './PageSelectCheckbox';

/**
 * The head of a BulkDataTable: react-admin's DataTableHead (no row expansion here) with the page's select-all
 * named by its page (PageSelectCheckbox).
 */
export const BulkTableHead = ({ children }: { children?: ReactNode }) => (
  <TableHead className={DataTableClasses.thead}>
    <TableRow className={clsx(DataTableClasses.row, DataTableClasses.headerRow)}>
      <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
        <PageSelectCheckbox />
      </TableCell>
      {children}
    </TableRow>
  </TableHead>
);
