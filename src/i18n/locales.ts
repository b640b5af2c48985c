/** The app's languages (spec 1 §9: English by default, Arabic and Turkish exist), each named in itself. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'tr', name: 'Türkçe' },
];

export const DEFAULT_LOCALE = 'en';

/** Languages written right to left. */
const RTL_LOCALES = new Set(['ar']);

export type Direction = 'ltr' | 'rtl';

export const directionOf = (locale: string): Direction => (RTL_LOCALES.has(locale) ? 'rtl' : 'ltr');
