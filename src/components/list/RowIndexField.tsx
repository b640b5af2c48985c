import { useListContext, useRecordContext } from 'react-admin';

/** The row's number across pages (the '#' / 'S.No' column). */
export const RowIndexField = () => {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  const position = data?.findIndex((row) => row.id === record?.id) ?? -1;
  if (position < 0) return null;
  return <>{(page - 1) * perPage + position + 1}</>;
};
