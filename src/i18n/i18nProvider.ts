import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

/**
 * English only (spec 1 §9: default language English). allowMissing: an unknown key shows as itself rather
 * than throwing, so a server message passed to notify() is shown as written.
 */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
