import { useEffect, type ReactNode } from 'react';
import { CacheProvider, Global } from '@emotion/react';
import { useCurrentLocale } from '../i18n/useLocaleDirection';
import { directionOf } from '../i18n/locales';
import { emotionCacheFor } from './emotionCaches';
import { rtlGlobalStyles } from './rtlGlobalStyles';

/**
 * The page's writing direction follows the language in use: `lang` and `dir` on <html> (read by the browser,
 * screen readers and MUI's portals), and Emotion styles mirrored for right-to-left languages. Themes give MUI
 * the same direction (src/theme.ts `withDirection`).
 */
export const DirectionProvider = ({ children }: { children: ReactNode }) => {
  const locale = useCurrentLocale();
  const direction = directionOf(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      {direction === 'rtl' && <Global styles={rtlGlobalStyles} />}
      {children}
    </CacheProvider>
  );
};
