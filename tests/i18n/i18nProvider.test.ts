import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, onLocaleChange } from '../../src/i18n/i18nProvider';

afterEach(() => i18nProvider.changeLocale('en'));

describe('language changes', () => {
  it('end in the language asked for last, although its messages arrive first', async () => {
    // Turkish's messages are imported on demand; English's are at hand.
    await Promise.all([i18nProvider.changeLocale('tr'), i18nProvider.changeLocale('en')]);
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('app.common.save')).toBe('Save');
  });

  it('changes nothing when asked for the language it shows or is about to show', async () => {
    let applied = 0;
    const stop = onLocaleChange(() => applied++);
    try {
      await i18nProvider.changeLocale('en');
      expect(applied).toBe(0);
      await Promise.all([i18nProvider.changeLocale('tr'), i18nProvider.changeLocale('tr')]);
      expect(applied).toBe(1);
      expect(i18nProvider.getLocale()).toBe('tr');
    } finally {
      stop();
    }
  });
});

describe('counts in texts', () => {
  it("are written in the language's grouping, as the app's other counts are", async () => {
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 2008 })).toBe(
      '2,008 items selected',
    );
    expect(
      i18nProvider.translate('ra.navigation.page_range_info', {
        offsetBegin: 1001,
        offsetEnd: 1025,
        total: 10000,
      }),
    ).toBe('1,001-1,025 of 10,000');
    await i18nProvider.changeLocale('tr');
    expect(i18nProvider.translate('app.bulk.outcome', { done: 1500, total: 2008 })).toBe(
      '2.008 satırdan 1.500 tanesi tamamlandı.',
    );
  });

  it('choose the plural form from the number, and leave other numbers (years) as given', () => {
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(i18nProvider.translate('app.common.date_years', { min: 1900, max: 2100 })).toBe(
      'Enter a date between the years 1900 and 2100',
    );
  });
});
