/**
 * Calendar dates (a date of birth, an expiry day): a day, not an instant. They are kept as 'yyyy-MM-dd'
 * text and never pass through a local-time Date, so a day stays the same day in every time zone.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

declare const calendarDateBrand: unique symbol;

/**
 * A stored calendar date, as the API sends it ('yyyy-MM-dd' or the backend's '…T00:00:00.000Z'): a day, not an
 * instant. Record types declare their calendar fields with it (an expiry day, a date of birth); the instant
 * formatters of dates.ts refuse it when the code is compiled, so a day is only ever shown by formatCalendarDate,
 * the same day in every time zone (read as a local time, midnight UTC is the day before west of UTC).
 */
export type CalendarDate = string & { readonly [calendarDateBrand]: true };

/**
 * What a formatter of instants accepts: any value whose type is not a CalendarDate (nor may be one). Used as
 * `value: Instant<T>`, it makes `formatDate(promoCode.expiryDate)` a compile error naming the cure.
 */
export type Instant<T> = T &
  ([Extract<T, CalendarDate>] extends [never]
    ? unknown
    : { 'a calendar date has no time of day: show it with formatCalendarDate': never });

/** The day patterns the spec uses: forms ('dd/MM/yyyy', 'MM/dd/yyyy') and lists ('MM-dd-yyyy'). */
export type CalendarDayPattern = 'dd/MM/yyyy' | 'MM/dd/yyyy' | 'MM-dd-yyyy';

const pad = (n: number) => String(n).padStart(2, '0');

/** True when year, month and day name a real day (no 31/04, no 29/02 outside leap years). */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar day of a stored value as 'yyyy-MM-dd', or '' when absent or unreadable. An ISO text
 * ('1958-07-06' or the backend's '1958-07-06T00:00:00.000Z') gives the day as written, whatever the
 * admin's time zone; a Date (a day picked in this browser) gives its local day.
 */
export function calendarDayOf(value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const match = typeof value === 'string' ? ISO_DAY.exec(value.trim()) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return isRealDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : '';
}

/** A stored calendar day written in `pattern` ('06/07/1958'); '' when the value holds no day. */
export function formatCalendarDay(value: unknown, pattern: CalendarDayPattern): string {
  const day = calendarDayOf(value);
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return pattern.replace('yyyy', year).replace('MM', month).replace('dd', date);
}

/**
 * Typed text in `pattern` (one-digit day and month accepted: '6/7/1958') → 'yyyy-MM-dd', or undefined
 * when it names no real day.
 */
export function parseCalendarDay(text: string, pattern: CalendarDayPattern): string | undefined {
  const separator = pattern.includes('/') ? '/' : '-';
  const parts = text.trim().split(separator);
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return undefined;
  const order = pattern.split(separator);
  // Each part is as long as its token ('yyyy'), or one digit shorter for a day or month ('6' for 'dd').
  const fits = order.every(
    (token, i) => parts[i].length === token.length || (token.length === 2 && parts[i].length === 1),
  );
  if (!fits) return undefined;
  const numberOf = (token: string) => Number(parts[order.indexOf(token)]);
  const [year, month, day] = [numberOf('yyyy'), numberOf('MM'), numberOf('dd')];
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** Today in the admin's calendar, as 'yyyy-MM-dd'. */
export function todayCalendarDay(now = new Date()): string {
  return calendarDayOf(now);
}

/** The same calendar day `years` years earlier ('yyyy-MM-dd'); 29 February falls back to the 28th. */
export function calendarDayYearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const earlier = year - years;
  const fitting = isRealDay(earlier, month, date) ? date : date - 1;
  return `${earlier}-${pad(month)}-${pad(fitting)}`;
}

/** True when `day` ('yyyy-MM-dd' or a stored ISO text) is later than `today` ('yyyy-MM-dd'). */
export function isCalendarDayAfter(value: unknown, today: string): boolean {
  const day = calendarDayOf(value);
  // 'yyyy-MM-dd' texts sort as the days they name.
  return day !== '' && day > today;
}
