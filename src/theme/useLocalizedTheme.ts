import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { useCurrentLocale } from '../i18n/useLocaleDirection';
import { withLocale } from '../theme';

/** `options` for the language in use (direction, number and date formats); a new theme when it changes. */
export const useLocalizedTheme = (options: RaThemeOptions): RaThemeOptions => {
  const locale = useCurrentLocale();
  return useMemo(() => withLocale(options, locale), [options, locale]);
};
