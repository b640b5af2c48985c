import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StoreContextProvider } from 'react-admin';
import { useCurrentLocale } from '../i18n/useLocaleDirection';
import { createAppStore } from '../layout/appStore';
import { themeOptions, withLocale } from '../theme';
import { LanguageContextProvider } from './LanguageContextProvider';

/** The admin's persisted store, read here for the language chosen in this browser (kept across logouts). */
const store = createAppStore();

/**
 * Translation and theme for the pages that live outside <Admin> (sign-in pages, user area). Only
 * react-admin's store and i18n contexts are used here, so these pages do not load the admin. The i18n context
 * loads the language stored in this browser before showing the page, and keeps the page's state when the
 * language changes (LanguageContextProvider).
 */
export const PublicProviders = () => {
  const locale = useCurrentLocale();
  const theme = useMemo(() => createTheme(withLocale(themeOptions, locale)), [locale]);
  return (
    <StoreContextProvider value={store}>
      <LanguageContextProvider>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Outlet />
        </ThemeProvider>
      </LanguageContextProvider>
    </StoreContextProvider>
  );
};
