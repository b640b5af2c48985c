import { format, isValid, parseISO, startOfDay, subYears } from 'date-fns';
import { currentDateLocale } from '../../i18n/formatLocale';

/** The spec's display format for dates in lists and CSV files (spec 1 §9). */
const DISPLAY_FORMAT = 'MM-dd-yyyy';

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value === 'string' && value !== '') {
    const date = parseISO(value);
    return isValid(date) ? date : undefined;
  }
  if (typeof value === 'number') return new Date(value);
  return undefined;
}

/** MM-DD-YYYY in local time, or '' for a missing or unreadable date. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, DISPLAY_FORMAT) : '';
}

/** A `yyyy-MM-dd` value for date inputs. */
export function toDateInputValue(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The day `years` years before today, as a date-input value (default date of birth: 18 years ago). */
export function yearsAgo(years: number, today = new Date()): string {
  return toDateInputValue(subYears(today, years));
}

/** True when the date falls on a later day than today. */
export function isAfterToday(value: unknown, today = new Date()): boolean {
  const date = toDate(value);
  return date !== undefined && startOfDay(date).getTime() > startOfDay(today).getTime();
}

/**
 * hh:mm a in local time (spec 3 §9: times), am/pm in the language in use, or '' for a missing or unreadable
 * time.
 */
export function formatTime(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, 'hh:mm a', { locale: currentDateLocale() }) : '';
}
