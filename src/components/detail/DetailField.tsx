import { FunctionField, useTranslate, type RaRecord } from 'react-admin';

/** The class of a field that spans both columns of its DetailSection (long texts). */
export const DETAIL_WIDE_CLASS = 'WaDetailWide';

export interface DetailFieldProps<R extends RaRecord = RaRecord> {
  /** i18n key of the label: DetailSection (react-admin's SimpleShowLayout) shows it above the value. */
  label: string;
  /** The record's field shown, or… */
  source?: string;
  /** …the value made from the record (a joined phone number, a translated choice, a formatted date). */
  value?: (record: R) => unknown;
  /** What an empty value shows: nothing ('blank') or 'N/A' ('not_available'). */
  whenEmpty?: 'blank' | 'not_available';
  /** Long text over the whole width, its line breaks kept. */
  wide?: boolean;
}

/**
 * One labelled value of a read-only record page, as text (react-admin's FunctionField): readable, selectable and
 * announced as text, not as a disabled control. Written in its own direction (`dir="auto"`), so an English text
 * on an Arabic page ends with its full stop, and an email reads left to right; aligned as the page reads.
 */
export const DetailField = <R extends RaRecord = RaRecord>({
  source,
  value,
  whenEmpty = 'blank',
  wide = false,
}: DetailFieldProps<R>) => {
  const translate = useTranslate();
  const render = (record: R) => {
    const raw = value ? value(record) : source && Object.hasOwn(record, source) ? record[source] : undefined;
    const text = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!text) return whenEmpty === 'not_available' ? translate('app.common.not_available') : '';
    // An inline run in its own direction: the line keeps the page's alignment, under its label.
    return <span dir="auto">{text}</span>;
  };
  return (
    <FunctionField<R>
      render={render}
      className={wide ? DETAIL_WIDE_CLASS : undefined}
      sx={{ display: 'block', whiteSpace: wide ? 'pre-line' : undefined, overflowWrap: 'anywhere' }}
    />
  );
};
