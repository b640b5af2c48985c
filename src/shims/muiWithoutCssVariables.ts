/*
 * What the build gives for MUI's CSS-variables theme (`@mui/material/styles/createThemeWithVars` and
 * `ThemeProviderWithVars`; vite.config.ts). MUI's createTheme and ThemeProvider import it for themes that ask for
 * CSS variables or colour schemes; the app's themes (src/theme.ts) and react-admin's defaults ask for neither, so
 * MUI never runs it, and it brought about 7 KB of gzip JavaScript into every first screen (issues 26 and 28). A
 * theme that asked for it would stop here, saying so, rather than render without its variables.
 */
const missing = (what: string) => (): never => {
  throw new Error(
    `${what}: MUI's CSS-variables theme is left out of this build (vite.config.ts, src/shims/).`,
  );
};

export default missing('createTheme({ cssVariables }) or extendTheme');
export const createGetCssVar = missing('createGetCssVar');
export const CssVarsProvider = missing('A theme with colorSchemes (CssVarsProvider)');
export const Experimental_CssVarsProvider = CssVarsProvider;
export const useColorScheme = missing('useColorScheme');
export const getInitColorSchemeScript = missing('getInitColorSchemeScript');
