import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../src/components/format/calendarDates';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  isAfterToday,
  yearsAgo,
} from '../../../src/components/format/dates';

describe('dates', () => {
  it('formats as MM-DD-YYYY and leaves missing dates blank', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('03-05-2024');
    expect(formatDate(new Date(2021, 11, 31))).toBe('12-31-2021');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('gives the day n years ago and compares with today', () => {
    const today = new Date(2024, 1, 29);
    expect(yearsAgo(18, today)).toBe('2006-02-28');
    expect(isAfterToday('2024-03-01', today)).toBe(true);
    expect(isAfterToday('2024-02-29', today)).toBe(false);
  });

  it('shows a calendar date only as the day it names: the instant formatters refuse it when compiled', () => {
    const expiry = '2027-03-15T00:00:00.000Z' as CalendarDate;
    const dob = null as CalendarDate | null;
    // Each line below is a compile error (npm run check fails if one compiles): a day has no time of day.
    // @ts-expect-error a CalendarDate is not an instant
    formatDate(expiry);
    // @ts-expect-error nor is a value that may be one
    formatDate(dob);
    // @ts-expect-error nor with a time
    formatDateTime(expiry);
    expect(formatCalendarDate(expiry)).toBe('03-15-2027');
  });
});
