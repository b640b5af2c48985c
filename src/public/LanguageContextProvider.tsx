import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nContext, useStore, type I18nProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { useCurrentLocale } from '../i18n/useLocaleDirection';

/**
 * The public pages' translation context. react-admin's I18nContextProvider mounts its children anew (a new key)
 * once a chosen language has loaded, which emptied a sign-in form typed while Arabic or Turkish downloaded. Here
 * the context's value changes with the language instead: every translate() re-renders with the new messages and
 * the page keeps what was typed. As react-admin's does, the first render waits for a language stored by an
 * earlier visit, so the page does not flash in English.
 */
export const LanguageContextProvider = ({ children }: { children: ReactNode }) => {
  const [storedLocale] = useStore<string | undefined>('locale');
  const locale = useCurrentLocale();
  const [ready, setReady] = useState(!storedLocale || storedLocale === locale);

  useEffect(() => {
    if (!storedLocale || storedLocale === i18nProvider.getLocale()) return;
    Promise.resolve(i18nProvider.changeLocale(storedLocale))
      // A language that cannot be loaded leaves the page in the one it has.
      .catch((error: unknown) => console.error(error))
      .finally(() => setReady(true));
  }, [storedLocale]);

  // useTranslate's function depends on the context's value: a new value per language translates every text again.
  const value = useMemo<I18nProvider>(() => ({ ...i18nProvider, getLocale: () => locale }), [locale]);
  return ready ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
};
