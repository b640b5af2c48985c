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
