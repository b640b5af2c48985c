import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { I18nContext } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { themeOptions } from '../theme';

/**
 * Translation and theme for the pages that live outside <Admin> (sign-in pages, user area). Only
 * react-admin's i18n context is used here, so these pages do not load the admin.
 */
export const PublicProviders = () => {
  const theme = useMemo(() => createTheme(themeOptions), []);
  return (
    <I18nContext.Provider value={i18nProvider}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Outlet />
      </ThemeProvider>
    </I18nContext.Provider>
  );
};
