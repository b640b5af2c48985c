import type { Locale } from 'date-fns';

/*
 * How dates and numbers are written in the language in use: date-fns locales (month names, am/pm) and
 * Intl tags. Arabic keeps Latin digits (nu-latn), as the spec's MM-DD-YYYY dates, phone numbers and IDs do.
 */
const INTL_TAGS: Record<string, string> = { en: 'en', ar: 'ar-u-nu-latn', tr: 'tr' };

const dateLocaleLoaders: Record<string, () => Promise<Locale>> = {
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
  tr: () => import('date-fns/locale/tr').then((module) => module.tr),
};

/** undefined: date-fns's own English. */
let dateLocale: Locale | undefined;

/** The date-fns locale of the language in use (undefined for English). */
export const currentDateLocale = (): Locale | undefined => dateLocale;

/** The Intl tag (NumberFormat, DateTimeFormat) of an app locale. */
export const intlTagOf = (locale: string): string => INTL_TAGS[locale] ?? locale;

/** Loads the date-fns locale of `locale` (only the one chosen is downloaded) and makes it current. */
export async function loadDateLocale(locale: string): Promise<void> {
  const load = dateLocaleLoaders[locale];
  dateLocale = load ? await load() : undefined;
}

/**
 * Runs `write` with English dates: files read by other programs (CSV, spec 1 §9) keep the spec's formats
 * whatever the language on screen.
 */
export function withEnglishDates<T>(write: () => T): T {
  const previous = dateLocale;
  dateLocale = undefined;
  try {
    return write();
  } finally {
    dateLocale = previous;
  }
}
