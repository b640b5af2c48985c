import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../src/i18n/en';
import { polyglotOptions } from '../../src/i18n/polyglotOptions';

/** The app's English messages (src/i18n/en) as an i18nProvider for component tests, with the app's options. */
export const testI18nProvider = polyglotI18nProvider(
  () => en,
  'en',
  polyglotOptions(() => 'en'),
);
