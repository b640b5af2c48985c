import { addHours, format } from 'date-fns';
import { toDate } from './dates';

/** Event and registration times in lists (spec 2 §9). */
const LIST_DATE_TIME = 'MM-dd-yyyy hh:mm a';
/** Dates of forms and of the registered users file's header (spec 2 §9). */
const SLASH_DATE = 'MM/dd/yyyy';
/** What a datetime-local input holds. */
const DATE_TIME_INPUT = "yyyy-MM-dd'T'HH:mm";

/** MM-DD-YYYY hh:mm a in local time, or '' for a missing or unreadable date. */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, LIST_DATE_TIME) : '';
}

/** MM/DD/YYYY in local time, or ''. */
export function formatSlashDate(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, SLASH_DATE) : '';
}

/** A datetime-local input value `hours` after the given date-time, or '' when it is unreadable. */
export function dateTimeInputAfter(value: unknown, hours: number): string {
  const date = toDate(value);
  return date ? format(addHours(date, hours), DATE_TIME_INPUT) : '';
}

/** The time in milliseconds of a stored or typed date-time, or undefined. */
export function timeOf(value: unknown): number | undefined {
  return toDate(value)?.getTime();
}
