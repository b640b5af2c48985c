import { afterEach, describe, expect, it } from 'vitest';
import { loadDateLocale, withEnglishDates } from '../../src/i18n/formatLocale';
import { formatContentDate, formatDate, formatTime } from '../../src/components/format/dates';

afterEach(() => loadDateLocale('en'));

describe('dates in the language in use', () => {
  it("keep the spec's patterns in English", () => {
    expect(formatContentDate('2024-03-05T10:00:00')).toBe('Mar 05, 2024');
    expect(formatTime('2024-03-05T14:30:00')).toBe('02:30 PM');
  });

  it('name months and times of day in Arabic and Turkish, in the same patterns', async () => {
    await loadDateLocale('ar');
    expect(formatContentDate('2024-03-05T10:00:00')).toBe('مارس 05, 2024');
    expect(formatTime('2024-03-05T14:30:00')).toBe('02:30 م');
    expect(formatDate('2024-03-05T10:00:00')).toBe('03-05-2024');
    await loadDateLocale('tr');
    expect(formatContentDate('2024-03-05T10:00:00')).toBe('Mar 05, 2024');
    expect(formatContentDate('2024-08-05T10:00:00')).toBe('Ağu 05, 2024');
  });

  it('are English again inside withEnglishDates (files read by other programs), then back', async () => {
    await loadDateLocale('ar');
    expect(withEnglishDates(() => formatTime('2024-03-05T14:30:00'))).toBe('02:30 PM');
    expect(formatTime('2024-03-05T14:30:00')).toBe('02:30 م');
  });
});
