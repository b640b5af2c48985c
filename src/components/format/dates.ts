import { addHours, format, isValid, parseISO } from 'date-fns';
import {
  calendarDayYearsBefore,
  formatCalendarDay,
  isCalendarDayAfter,
  todayCalendarDay,
  type Instant,
} from './calendarDates';
import { currentDateLocale } from '../../i18n/formatLocale';

/**
 * The app's one set of date formatters for lists, details and CSV files (spec 1 §9, spec 2 §9). An instant
 * (a creation time, an event's start) is shown in the admin's local time; a calendar date (a date of birth,
 * an expiry day) is shown as the day it names, in every time zone: the instant formatters refuse a value typed
 * CalendarDate (see calendarDates.ts) when the code is compiled.
 */
const LIST_DATE = 'MM-dd-yyyy';
const LIST_DATE_TIME = 'MM-dd-yyyy hh:mm a';
/** Dates of forms and of the registered users file's header (spec 2 §9). */
const SLASH_DATE = 'MM/dd/yyyy';
/** Content-library dates ('MMM DD, YYYY', spec 2 §9), e.g. 'Mar 05, 2024'. */
const CONTENT_DATE = 'MMM dd, yyyy';
/** What a datetime-local input holds. */
const DATE_TIME_INPUT = "yyyy-MM-dd'T'HH:mm";

/** A Date from a Date, an ISO text or a time in ms; undefined when missing or unreadable. */
function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value === 'string' && value !== '') {
    const date = parseISO(value);
    return isValid(date) ? date : undefined;
  }
  if (typeof value === 'number') return new Date(value);
  return undefined;
}

/** An instant's day as MM-DD-YYYY in local time, or '' for a missing or unreadable date. */
export function formatDate<T>(value: Instant<T>): string {
  const date = toDate(value);
  return date ? format(date, LIST_DATE) : '';
}

/** An instant as MM-DD-YYYY hh:mm a in local time, or '' for a missing or unreadable date. */
export function formatDateTime<T>(value: Instant<T>): string {
  const date = toDate(value);
  return date ? format(date, LIST_DATE_TIME, { locale: currentDateLocale() }) : '';
}

/** A calendar date ('yyyy-MM-dd' or a stored '…T00:00:00.000Z') as MM-DD-YYYY, the same day everywhere. */
export function formatCalendarDate(value: unknown): string {
  return formatCalendarDay(value, 'MM-dd-yyyy');
}

/**
 * hh:mm a in local time (spec 3 §9: times), am/pm in the language in use, or '' for a missing or unreadable
 * time.
 */
export function formatTime<T>(value: Instant<T>): string {
  const date = toDate(value);
  return date ? format(date, 'hh:mm a', { locale: currentDateLocale() }) : '';
}

/** The calendar day `years` years before today, as 'yyyy-MM-dd' (default date of birth: 18 years ago). */
export function yearsAgo(years: number, today = new Date()): string {
  return calendarDayYearsBefore(todayCalendarDay(today), years);
}

/**
 * True when a calendar date ('yyyy-MM-dd', or a stored '…T00:00:00.000Z') names a later day than today.
 * The day is read as written, so a stored midnight-UTC date is not moved to the previous day west of UTC.
 */
export function isAfterToday(value: unknown, today = new Date()): boolean {
  return isCalendarDayAfter(value, todayCalendarDay(today));
}

/**
 * 'MMM DD, YYYY' in local time, the month named in the language in use, or '' for a missing or unreadable
 * date.
 */
export function formatContentDate<T>(value: Instant<T>): string {
  const date = toDate(value);
  return date ? format(date, CONTENT_DATE, { locale: currentDateLocale() }) : '';
}

/** MM/DD/YYYY in local time, or ''. */
export function formatSlashDate<T>(value: Instant<T>): string {
  const date = toDate(value);
  return date ? format(date, SLASH_DATE) : '';
}

/** A datetime-local input value `hours` after the given date-time, or '' when it is unreadable. */
export function dateTimeInputAfter<T>(value: Instant<T>, hours: number): string {
  const date = toDate(value);
  return date ? format(addHours(date, hours), DATE_TIME_INPUT) : '';
}

/** The time in milliseconds of a stored or typed date-time, or undefined. */
export function timeOf(value: unknown): number | undefined {
  return toDate(value)?.getTime();
}
