import type { Theme } from '@mui/material';

/**
 * The app bar on a phone (below the theme's `sm`): its tools (menu, shortcuts, search, language, refresh, user)
 * fill the first row, the language button showing its icons only, and the page title has a row of its own where it
 * wraps whole instead of being squeezed out. The bar, grown by that row, scrolls with the page (react-admin fixes
 * it at one row's height above the content), so it never covers the page's top.
 */
export const appBarOnPhone = (theme: Theme) =>
  ({
    [theme.breakpoints.down('sm')]: {
      '& .RaLayout-appFrame': { marginTop: 0 },
      '& .RaAppBar-appBar': { position: 'static' },
      '& .RaAppBar-toolbar': { flexWrap: 'wrap' },
      '& .RaAppBar-toolbar > #react-admin-title': { order: 1, flexBasis: '100%', px: 1, pb: 1 },
      // A text button with an icon (react-admin's language menu) keeps its icons; its name stays for screen readers.
      '& .RaAppBar-toolbar .MuiButton-root:has(> .MuiButton-startIcon)': {
        fontSize: 0,
        minWidth: 0,
        '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: 0 },
      },
    },
  }) as const;
