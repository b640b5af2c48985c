import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../src/i18n/en';

/** The app's English messages (src/i18n/en) as an i18nProvider for component tests. */
export const testI18nProvider = polyglotI18nProvider(() => en, 'en', { allowMissing: true });
