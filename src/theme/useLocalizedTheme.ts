import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { useCurrentLocale } from '../i18n/useLocaleDirection';
import { withLocale } from '../theme';

/**
 * `options` for the language in use (direction, number and date formats); a new theme when it changes. Progress
 * indicators without a name of their own (react-admin's loading spinners in inputs and the app bar) are named
 * 'Loading' in that language: a progress bar needs a name (WCAG 2.1 4.1.2).
 */
export const useLocalizedTheme = (options: RaThemeOptions): RaThemeOptions => {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const localized = withLocale(options, locale);
    const loading = { defaultProps: { 'aria-label': i18nProvider.translate('ra.page.loading') } };
    return {
      ...localized,
      components: { ...localized.components, MuiCircularProgress: loading, MuiLinearProgress: loading },
    };
  }, [options, locale]);
};
