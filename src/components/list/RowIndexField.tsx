import { useListContext, useRecordContext } from 'react-admin';

/** The class of a row's number, which is never broken across lines (rowIndexStyles). */
const ROW_INDEX_CLASS = 'WaRowIndex';

/** The row's number across pages (the '#' / 'S.No' column). */
export const RowIndexField = () => {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const position = data?.findIndex((row) => row.id === record?.id) ?? -1;
  if (position < 0) return null;
  return <span className={ROW_INDEX_CLASS}>{(page - 1) * perPage + position + 1}</span>;
};

/**
 * A row's number on one line. Cell values may break anywhere (clampedCells: one long value must not widen the
 * table), and a wide list squeezed its '#' column to one digit's width: 10 read as '1' over '0' at 1280 px.
 */
export const rowIndexStyles = { [`& .${ROW_INDEX_CLASS}`]: { whiteSpace: 'nowrap' } } as const;
