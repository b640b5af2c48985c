import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The accessible name of a control repeated in every row (a switch, an actions menu, Delete): its label (i18n
 * key), followed by the row's record when `nameSource` says which field names it ('Status: Gold', 'Delete: Gold'),
 * so that rows are told apart (issue 27).
 */
export const useRowControlName = (label: string, nameSource?: string): string => {
  const record = useRecordContext();
  const translate = useTranslate();
  const rowName = nameSource ? record?.[nameSource] : undefined;
  return rowName
    ? translate('app.kit.row_control', { label: translate(label), name: String(rowName) })
    : translate(label);
};
