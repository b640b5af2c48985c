import { isValidElement, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { alpha, darken, lighten, type CSSObject, type Theme } from '@mui/material/styles';
import { DataTable, DataTableClasses } from 'react-admin';
import { mapColumns } from './mapColumns';

/** The class of a body cell drawn by BodyCell, styled once for the whole body (bodyCellStyles). */
const BODY_CELL_CLASS = 'WaBodyCell';

/**
 * MUI's classes of a small body TableCell, which the app's and react-admin's styles select cells by. Every DataTable
 * of the app has react-admin's default size, small; a medium one would need MUI's 16px padding in bodyCellStyles.
 */
const TABLE_CELL_CLASSES = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall';

/** The props of a DataTable.Col that BodyCell draws; a column with any other (`sx`, `align`…) stays react-admin's. */
const DRAWN_PROPS = new Set([
  'source',
  'label',
  'render',
  'field',
  'children',
  'className',
  'cellClassName',
  'headerClassName',
  'disableSort',
  'sortByOrder',
  'data-label',
]);

interface ColumnCellProps {
  source?: string;
  label?: unknown;
  className?: string;
  cellClassName?: string;
  children?: ReactNode;
  'data-label'?: string;
}

/**
 * A DataTable.Col's cell in a body row: the `<td>` react-admin's DataTableCell renders (MUI's small body TableCell,
 * the row-cell and `column-<source>` classes, the column's value), as a plain element styled once for the whole
 * body. react-admin's cell wraps MUI's TableCell in a styled component of its own and reads the hidden-columns store,
 * and TableCell is itself a styled component: per cell, two Emotion styles serialised and a store subscription,
 * 300 times on a page of 25 members. Measured in bench/lists (page change ≤ 100 ms, issue 26): a page change took
 * about 20 % less with plain cells. The column's value is its children (withClampedCells gives every DataTable.Col
 * a CellValue).
 */
const BodyCell = ({
  source,
  className,
  cellClassName,
  children,
  'data-label': dataLabel,
}: ColumnCellProps) => (
  <td
    className={clsx(
      TABLE_CELL_CLASSES,
      BODY_CELL_CLASS,
      DataTableClasses.rowCell,
      className,
      cellClassName,
      `column-${source}`,
    )}
    data-label={dataLabel}
  >
    {children}
  </td>
);

/** The key react-admin's hidden-columns store names a column by. */
const columnKey = (column: ReactElement<ColumnCellProps>) =>
  column.props.source ?? String(column.props.label);

const drawnByBodyCell = (column: ReactElement<ColumnCellProps>) =>
  column.type === DataTable.Col &&
  Object.keys(column.props).every((prop) => DRAWN_PROPS.has(prop)) &&
  column.props.children !== undefined;

/**
 * The cells of a body row for `columns` (clamped: each DataTable.Col has its value as children), leaving out the
 * columns hidden in the DataTable's hidden-columns store. Other columns (DataTable.NumberCol, a column with `sx`)
 * render as react-admin's.
 */
export function bodyCells(columns: ReactNode, hiddenColumns: readonly string[]): ReactNode {
  return mapColumns(columns, (column) => {
    if (!isValidElement<ColumnCellProps>(column)) return column;
    if (hiddenColumns.includes(columnKey(column))) return null;
    return drawnByBodyCell(column) ? <BodyCell key={column.key} {...column.props} /> : column;
  });
}

/**
 * The look of BodyCell's cells: MUI's TableCell in a small table's body (TableCell.js: body2 text, the lightened
 * divider below, 6px 16px). Its selector weighs as little as TableCell's own class, so the layout's and the lists'
 * styles of cells (stacked rows on a phone, column widths) apply over it as they did over TableCell's.
 */
export const bodyCellStyles = (theme: Theme): CSSObject => ({
  [`& :where(td.${BODY_CELL_CLASS})`]: {
    fontFamily: theme.typography.body2.fontFamily,
    fontWeight: theme.typography.body2.fontWeight,
    fontSize: theme.typography.body2.fontSize,
    lineHeight: theme.typography.body2.lineHeight,
    letterSpacing: theme.typography.body2.letterSpacing,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? lighten(alpha(theme.palette.divider, 1), 0.88)
        : darken(alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  },
});
