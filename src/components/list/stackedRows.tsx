import { cloneElement, useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { useTranslateLabel } from 'react-admin';
import { LTR_CELLS } from '../../theme/rtlGlobalStyles';
import { mapColumns } from './mapColumns';

/** The class of a DataTable body whose rows stack their cells on a phone (see stackedRowsOnPhone). */
export const STACKED_ROWS_CLASS = 'WaStackedRows';

/**
 * A DataTable's columns, each cell carrying its column's header text as `data-label`, which a phone shows before
 * the cell's value (stackedRowsOnPhone). Columns inside fragments or arrays are labelled too; a column whose
 * header is an element (not a text) keeps no label.
 */
export function useLabelledColumns(columns: ReactNode): ReactNode {
  const translateLabel = useTranslateLabel();
  return useMemo(
    () =>
      mapColumns(columns, (column) => {
        const { label: header, source } = column.props;
        if (header !== undefined && typeof header !== 'string') return column;
        const text = translateLabel({ label: header, source });
        if (typeof text !== 'string') return column;
        const dataLabel: Record<string, string> = { 'data-label': text };
        return cloneElement(column, dataLabel);
      }),
    [columns, translateLabel],
  );
}

/**
 * On a phone (below the theme's `sm`), a table whose body has STACKED_ROWS_CLASS shows each row as a card: one
 * line per cell, its column's name then its value, so every column (switches and actions included) is on screen
 * without swiping sideways. The headers that sort stay above the cards as a wrapping row of sort buttons; the
 * others (row number, picture, actions) are named on each card instead. A right-aligned column's cell (a number)
 * runs its line as every other, where MUI reverses it, and so does a cell written left to right (an email) on a
 * right-to-left page: the name comes first, at the card's start.
 * Layout-wide styles (the app layout applies them), as `:has()` reaches the table from its body's class.
 */
export const stackedRowsOnPhone = (theme: Theme) =>
  ({
    [theme.breakpoints.down('sm')]: {
      [`& .RaDataTable-table:has(> tbody.${STACKED_ROWS_CLASS})`]: {
        display: 'block',
        '& > thead': { display: 'block' },
        '& > thead > tr': { display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 },
        '& > thead > tr > th': {
          display: 'block',
          position: 'static',
          maxWidth: 'none',
          border: 1,
          borderColor: 'divider',
          borderRadius: 4,
          px: 1.25,
          py: 0.25,
          // MUI's right-aligned header is row-reverse (its sort arrow first, a blank before the name when unsorted).
          flexDirection: 'row',
        },
        '& > thead > tr > th:not(:has(.MuiTableSortLabel-root))': { display: 'none' },
        // The page's select-all (BulkTableHead) stays among the sort buttons, its name written beside it.
        '& > thead > tr > th.MuiTableCell-paddingCheckbox': {
          display: 'flex',
          alignItems: 'center',
          width: 'auto',
          pl: 0,
          '&::after': { content: 'attr(data-label)', paddingInlineEnd: 4 },
        },
        '& > tbody': { display: 'block' },
        '& > tbody > tr': {
          display: 'block',
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
        },
        '& > tbody > tr > td': {
          display: 'flex',
          // MUI's right-aligned cell (a number) is row-reverse: '300Annual Cost ($)', the name after the value.
          flexDirection: 'row',
          alignItems: 'center',
          justifyContent: 'flex-end',
          border: 0,
          px: 1,
          py: 0.5,
          textAlign: 'end',
          overflowWrap: 'anywhere',
        },
        '& > tbody > tr > td::before': {
          content: 'attr(data-label)',
          flex: '0 0 38%',
          marginInlineEnd: 'auto',
          paddingInlineEnd: 2,
          textAlign: 'start',
          fontWeight: 600,
          overflowWrap: 'normal',
        },
        // The selection cell (RowSelectCheckbox) is a line of the card as the others, 'Select' before its checkbox,
        // not MUI's 48 px checkbox column, which left no room for the name.
        '& > tbody > tr > td.MuiTableCell-paddingCheckbox': { width: 'auto', px: 1 },
        // A cell written left to right on a right-to-left page (rtlGlobalStyles: an email, a phone number) runs
        // its line reversed, so that its name stays at the card's start, the right, and its value at the left.
        [`[dir="rtl"] & > tbody > tr > :is(${LTR_CELLS})`]: {
          flexDirection: 'row-reverse',
          '&::before': {
            marginInlineEnd: 0,
            marginInlineStart: 'auto',
            paddingInlineEnd: 0,
            paddingInlineStart: 2,
            textAlign: 'end',
          },
        },
      },
    },
  }) as const;
