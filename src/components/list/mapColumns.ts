import { Children, Fragment, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** The props of a DataTable column that the kit reads. */
export interface ColumnProps {
  label?: unknown;
  source?: string;
  render?: unknown;
  field?: unknown;
  children?: ReactNode;
}

/** A DataTable's columns with `map` applied to each, inside fragments and arrays too. */
export function mapColumns(
  columns: ReactNode,
  map: (column: ReactElement<ColumnProps>) => ReactNode,
): ReactNode {
  const visit = (column: ReactNode): ReactNode => {
    if (!isValidElement<ColumnProps>(column)) return column;
    if (column.type === Fragment)
      return cloneElement(column, undefined, Children.map(column.props.children, visit));
    return map(column);
  };
  return Children.map(columns, visit);
}
