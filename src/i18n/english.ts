import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { polyglotOptions } from './polyglotOptions';

const english = polyglotI18nProvider(
  () => en,
  'en',
  [{ locale: 'en', name: 'English' }],
  polyglotOptions(() => 'en'),
);

/** English texts whatever the language on screen: for files other programs read (CSV headers, spec 1 §9). */
export const translateEnglish = (key: string, options?: Record<string, unknown>): string =>
  english.translate(key, options);
