import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { SortedColumnHead } from '../components/list/SortedColumnHead';
import { themeOptions, withAppTheme } from '../theme';

const base = withAppTheme(defaultTheme);

/**
 * The admin's theme: the app's look over react-admin's default theme, and what only the admin's lists need (kept
 * out of src/theme.ts, which the public pages load): every DataTable's head says which column is sorted
 * (aria-sort), and a sort header and a file drop zone show where the keyboard is (MUI's TableSortLabel has no
 * ripple, so no focus mark of its own; WCAG 2.1 2.4.7).
 */
export const adminTheme: RaThemeOptions = {
  ...base,
  components: {
    ...base.components,
    RaDataTable: {
      defaultProps: { ...themeOptions.components?.RaDataTable?.defaultProps, head: SortedColumnHead },
    },
    // The file input is visually hidden inside its drop zone (src/components/forms/LabelledFileInput.tsx): the zone
    // shows where the keyboard is.
    RaFileInput: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaFileInput-dropZone:focus-within': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    // react-admin's 'Please wait' under a loading screen's spinner is in the disabled text colour (2.6:1 on the
    // page's grey); the secondary one reaches 4.5:1 (WCAG 2.1 1.4.3).
    RaLoading: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaLoading-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    MuiTableSortLabel: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          borderRadius: 2,
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
  },
};
