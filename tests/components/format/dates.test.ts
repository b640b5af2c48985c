import { describe, expect, it } from 'vitest';
import { formatDate, isAfterToday, yearsAgo } from '../../../src/components/format/dates';

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
});
