import {
  Children,
  Fragment,
  cloneElement,
  createElement,
  isValidElement,
  type ElementType,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { DataTable, useRecordContext, type RaRecord } from 'react-admin';

/** The box around a cell's value: at most CELL_LINES lines, the rest cut with an ellipsis (clampedCellValues). */
export const CELL_VALUE_CLASS = 'WaCellValue';

/** Lines a cell's value may take before it is cut: one long value must not make its row hundreds of px tall. */
const CELL_LINES = 3;

interface ColumnProps {
  render?: (record: RaRecord) => ReactNode;
  field?: ElementType;
  source?: string;
  children?: ReactNode;
}

const valueAt = (record: RaRecord | undefined, source: string | undefined): unknown =>
  source
    ?.split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

/** A column's value, as react-admin's DataTableCell would render it, inside the clamped box. */
const CellValue = ({ render, field, source, children }: ColumnProps) => {
  const record = useRecordContext();
  const value = valueAt(record, source);
  const content =
    children ??
    (render
      ? record && render(record)
      : field
        ? createElement(field, { source })
        : value == null
          ? null
          : String(value));
  return <div className={CELL_VALUE_CLASS}>{content}</div>;
};

/**
 * A DataTable's columns (DataTable.Col, also inside fragments) with each cell's value inside a box that a long value
 * cannot make taller than CELL_LINES lines. Other columns (DataTable.NumberCol: numbers are short) are left as
 * they are.
 */
export function withClampedCells(columns: ReactNode): ReactNode {
  return Children.map(columns, (column): ReactNode => {
    if (!isValidElement<ColumnProps>(column)) return column;
    if (column.type === Fragment)
      return cloneElement(column, undefined, withClampedCells(column.props.children));
    if (column.type !== DataTable.Col) return column;
    return cloneElement(column, { children: <CellValue {...column.props} /> });
  });
}

/**
 * The full text of a cut value, on hover: set as the box's title when (and only while) the box cuts it. One
 * handler on the table body (pointer events bubble), measured when the pointer arrives, so nothing is measured
 * while a page renders.
 */
export function showCutValue(event: PointerEvent<HTMLElement>) {
  const box = (event.target as Element).closest?.(`.${CELL_VALUE_CLASS}`);
  if (!(box instanceof HTMLElement)) return;
  const cut = box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
  if (cut) box.title = box.textContent ?? '';
  else box.removeAttribute('title');
}

/**
 * The value boxes' look: at most CELL_LINES lines, an ellipsis where a value is cut, words broken anywhere rather
 * than widening the column. A box holding a control (a switch, a menu button) is not cut: it never grows long, and
 * cutting would clip its focus ring; a link's focus ring is drawn inside it, so the box does not clip it.
 */
export const clampedCellValues = {
  [`& .${CELL_VALUE_CLASS}`]: { overflowWrap: 'anywhere' },
  [`& .${CELL_VALUE_CLASS}:not(:has(button, input))`]: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: String(CELL_LINES),
    overflow: 'hidden',
  },
  [`& .${CELL_VALUE_CLASS} a:focus-visible`]: { outlineOffset: '-2px' },
} as const;
