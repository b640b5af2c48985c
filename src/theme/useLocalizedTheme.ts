import { useMemo } from 'react';
import { arSA, trTR } from '@mui/material/locale';
import type { RaThemeOptions } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { useCurrentLocale } from '../i18n/useLocaleDirection';
import { withLocale } from '../theme';

type Components = NonNullable<RaThemeOptions['components']>;

/**
 * MUI's locale packs: the texts MUI writes itself and react-admin does not pass (a pagination's navigation name,
 * an autocomplete's Clear, an alert's Close) in the language in use. English keeps MUI's own.
 */
const MUI_LOCALES: Record<string, { components?: Components }> = { ar: arSA, tr: trTR };

/** `options` with the language's MUI texts as defaults, under the app's and react-admin's own component defaults. */
function withMuiTexts(options: RaThemeOptions, locale: string): RaThemeOptions {
  const pack = MUI_LOCALES[locale]?.components;
  if (!pack) return options;
  const own: Record<string, { defaultProps?: object } | undefined> = options.components ?? {};
  const components = Object.fromEntries(
    Object.entries(pack).map(([name, texts]) => [
      name,
      { ...texts, ...own[name], defaultProps: { ...texts?.defaultProps, ...own[name]?.defaultProps } },
    ]),
  );
  return { ...options, components: { ...options.components, ...components } };
}

/**
 * `options` for the language in use (direction, number and date formats, MUI's own texts); a new theme when it
 * changes. Progress indicators without a name of their own (react-admin's loading spinners in inputs and the app
 * bar) are named 'Loading' in that language: a progress bar needs a name (WCAG 2.1 4.1.2).
 */
export const useLocalizedTheme = (options: RaThemeOptions): RaThemeOptions => {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const localized = withMuiTexts(withLocale(options, locale), locale);
    const loading = { defaultProps: { 'aria-label': i18nProvider.translate('ra.page.loading') } };
    return {
      ...localized,
      components: { ...localized.components, MuiCircularProgress: loading, MuiLinearProgress: loading },
    };
  }, [options, locale]);
};
