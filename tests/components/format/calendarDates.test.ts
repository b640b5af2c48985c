import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  formatCalendarDay,
  parseCalendarDay,
} from '../../../src/components/format/calendarDates';
import { calendarDate } from '../../../src/api/readers/formValues';

describe('calendar dates', () => {
  it('reads the day as written, from a day, a stored midnight or a local Date', () => {
    expect(calendarDayOf('1958-07-06')).toBe('1958-07-06');
    expect(calendarDayOf('1958-07-06T00:00:00.000Z')).toBe('1958-07-06');
    expect(calendarDayOf(new Date(1958, 6, 6))).toBe('1958-07-06');
    expect(calendarDayOf('2023-02-29')).toBe('');
    expect(calendarDayOf('not a date')).toBe('');
    expect(calendarDayOf(null)).toBe('');
  });

  it('writes and reads the form formats', () => {
    expect(formatCalendarDay('1958-07-06T00:00:00.000Z', 'dd/MM/yyyy')).toBe('06/07/1958');
    expect(formatCalendarDay('1958-07-06', 'MM/dd/yyyy')).toBe('07/06/1958');
    expect(formatCalendarDay('', 'dd/MM/yyyy')).toBe('');
    expect(parseCalendarDay('06/07/1958', 'dd/MM/yyyy')).toBe('1958-07-06');
    expect(parseCalendarDay('6/7/1958', 'dd/MM/yyyy')).toBe('1958-07-06');
    expect(parseCalendarDay('07/06/1958', 'MM/dd/yyyy')).toBe('1958-07-06');
    expect(parseCalendarDay('29/02/2024', 'dd/MM/yyyy')).toBe('2024-02-29');
    for (const text of ['29/02/2023', '06/07/58', '006/07/1958', '06-07-1958', '13/13/2000', ''])
      expect(parseCalendarDay(text, 'dd/MM/yyyy')).toBeUndefined();
  });

  it('sends a day as midnight UTC of that day', () => {
    expect(calendarDate('1958-07-06')).toBe('1958-07-06T00:00:00.000Z');
    expect(calendarDate('1958-07-06T00:00:00.000Z')).toBe('1958-07-06T00:00:00.000Z');
    expect(calendarDate(new Date(1958, 6, 6))).toBe('1958-07-06T00:00:00.000Z');
    expect(calendarDate(null)).toBe('');
  });
});
