import { useSyncExternalStore } from 'react';
import { i18nProvider, onLocaleChange } from './i18nProvider';
import { directionOf, type Direction } from './locales';

const currentLocale = () => i18nProvider.getLocale();

/** The language whose messages are in use; re-renders when another one has loaded. */
export const useCurrentLocale = (): string =>
  useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);

/** 'rtl' while the app speaks a right-to-left language. */
export const useLocaleDirection = (): Direction => directionOf(useCurrentLocale());
