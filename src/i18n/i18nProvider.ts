import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { en } from './en';
import { loadDateLocale } from './formatLocale';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { polyglotOptions } from './polyglotOptions';

/** Arabic and Turkish are downloaded only when chosen, so /login in English carries neither. */
const loaders: Record<string, () => Promise<TranslationMessages>> = {
  ar: () => import('./ar').then((module) => module.ar),
  tr: () => import('./tr').then((module) => module.tr),
};

/** The messages of `locale`, over English so a text added since the last translation still reads. */
const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  const load = loaders[locale];
  return load ? load().then((messages) => mergeTranslations(en, messages)) : en;
};

const polyglot = polyglotI18nProvider(
  messagesOf,
  DEFAULT_LOCALE,
  LOCALES,
  polyglotOptions(() => polyglot.getLocale()),
);

const listeners = new Set<() => void>();

/** The language changes asked for, applied one after another (see changeLocale). */
let changes: Promise<void> = Promise.resolve();
/** The language asked for last: the one shown once `changes` are applied. */
let asked = DEFAULT_LOCALE;

/**
 * react-admin's provider, telling `onLocaleChange` listeners once a new language's messages are in: the page
 * direction and document language follow the texts (with the language's dates), never ahead of them. Changes
 * apply in the order they were asked for: Turkish then at once English ends in English, although Turkish's
 * messages arrive after English's.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: (locale, options) => {
    // The language asked for last is shown, or will be once the changes before it are: Polyglot would build all
    // its messages again for nothing (each component test asks for English when it ends).
    if (locale === asked) return changes;
    asked = locale;
    const change = changes.then(async () => {
      await Promise.all([polyglot.changeLocale(locale, options), loadDateLocale(locale)]);
      listeners.forEach((listener) => listener());
    });
    changes = change.catch(() => {
      asked = polyglot.getLocale(); // not shown: asking for it again tries again
    });
    return change;
  },
};

/** Calls `listener` after each language change; returns the unsubscribe function. */
export const onLocaleChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
