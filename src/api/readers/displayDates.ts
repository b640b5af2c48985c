import { format } from 'date-fns';

/** The spec's list formats (spec 2 §9), in the admin's local time. */
export const LIST_DATE = 'MM-dd-yyyy';
export const LIST_DATE_TIME = 'MM-dd-yyyy hh:mm a';

/** A stored date in `pattern`, or '' when absent or unparseable; used for searchable display fields. */
export function displayDate(value: unknown, pattern: string = LIST_DATE): string {
  if (value === undefined || value === null || value === '') return '';
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : format(date, pattern);
}
