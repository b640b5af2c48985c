import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import { themeOptions, withLocale } from '../../src/theme';
import { adminTheme } from '../../src/theme/adminTheme';
import { LOCALES } from '../../src/i18n/locales';
import createThemeWithVars, { CssVarsProvider } from '../../src/shims/muiWithoutCssVariables';

/**
 * The build leaves MUI's CSS-variables theme out (src/shims/muiWithoutCssVariables.ts): it holds only while no theme
 * the app gives MUI asks for CSS variables or colour schemes, which would take MUI down that path.
 */
const themes: [string, RaThemeOptions][] = LOCALES.flatMap(({ locale }) => [
  [`public pages, ${locale}`, withLocale(themeOptions, locale)] as [string, RaThemeOptions],
  [`admin, ${locale}`, withLocale(adminTheme, locale)] as [string, RaThemeOptions],
]);

describe("MUI's CSS-variables theme, left out of the build", () => {
  it.each([...themes, ["react-admin's dark theme (the admin's toggle)", defaultDarkTheme]])(
    '%s asks for neither CSS variables nor colour schemes',
    (_name, options) => {
      expect(options).not.toHaveProperty('cssVariables');
      expect(options).not.toHaveProperty('colorSchemes');
      // ThemeProvider takes its CSS-variables path for a theme with colorSchemes.
      expect(createTheme(options)).not.toHaveProperty('colorSchemes');
    },
  );

  it('says what is missing if a theme ever takes that path', () => {
    expect(() => createThemeWithVars()).toThrow("MUI's CSS-variables theme is left out of this build");
    expect(() => CssVarsProvider()).toThrow('colorSchemes');
  });
});
