import { cloneElement, useMemo, type ReactNode } from 'react';
import { DataTable, useFieldValue } from 'react-admin';
import { mapColumns } from './mapColumns';

/**
 * A plain value isolated in its own direction (`<bdi>`, HTML's dir="auto" run): on an Arabic page an English
 * text keeps its full stop at its end and '-50' reads '-50', while the cell keeps the page's alignment (and, on a
 * phone, its card line: its column's name first).
 */
const IsolatedValue = ({ source }: { source: string }) => {
  const value: unknown = useFieldValue({ source });
  return value === null || value === undefined ? null : <bdi>{String(value)}</bdi>;
};

/**
 * A DataTable's columns whose cells would write a record's value as bare text (a `DataTable.Col` with a source and
 * nothing to render it) write it isolated in its own direction instead (IsolatedValue). Columns that render their
 * own content (links, switches, formatted numbers) are left as they are.
 */
export function useIsolatedValues(columns: ReactNode): ReactNode {
  return useMemo(
    () =>
      mapColumns(columns, (column) => {
        const { source, render, field, children } = column.props;
        if (column.type !== DataTable.Col || !source || render || field || children) return column;
        return cloneElement(column, { field: IsolatedValue });
      }),
    [columns],
  );
}
