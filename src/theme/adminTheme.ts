import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { UnsavedChangesGuard } from '../components/forms/UnsavedChangesGuard';
import { SortedColumnHead } from '../components/list/SortedColumnHead';
import { themeOptions, withAppTheme } from '../theme';

const base = withAppTheme(defaultTheme);

/**
 * The admin's theme: the app's look over react-admin's default theme, and what only the admin's lists need (kept
 * out of src/theme.ts, which the public pages load): every DataTable's head says which column is sorted
 * (aria-sort), and a sort header and a file drop zone show where the keyboard is (MUI's TableSortLabel has no
 * ripple, so no focus mark of its own; WCAG 2.1 2.4.7); a form's question before leaving unsaved changes lets a
 * save's own redirect go (src/components/forms/UnsavedChangesGuard.tsx).
 */
export const adminTheme: RaThemeOptions = {
  ...base,
  components: {
    ...base.components,
    RaDataTable: {
      defaultProps: { ...themeOptions.components?.RaDataTable?.defaultProps, head: SortedColumnHead },
    },
    // react-admin's confirmation dialogs (a bulk delete's) focus their Confirm button, so a second Enter deletes
    // what cannot be restored; as the app's own ConfirmDialog, they start on Cancel. Moved as the dialog enters,
    // after the button's autoFocus.
    RaConfirm: {
      defaultProps: {
        TransitionProps: {
          onEnter: (node: HTMLElement) =>
            node.querySelector<HTMLButtonElement>('.MuiDialogActions-root button')?.focus(),
        },
      },
    },
    RaSimpleForm: {
      defaultProps: {
        ...themeOptions.components?.RaSimpleForm?.defaultProps,
        WarnWhenUnsavedChangesComponent: UnsavedChangesGuard,
      },
    },
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          // react-admin folds the toolbar to no height while nothing is selected, its buttons still there: hidden,
          // they are no tab stops and no names for a screen reader (a keyboard user landed on unseen buttons).
          '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          // react-admin lays the toolbar on one 48 px line over the list's own actions. The count, 'Select all
          // 10,000 members' and a list's actions overflow it below a wide window (a phone, a tablet, the menu open),
          // cutting the last actions off and scrolling the page sideways: there the toolbar takes its place above
          // the rows and wraps, every action inside the window. Wider, a line longer than the list (longer texts)
          // scrolls inside the toolbar, never the page.
          '& .RaBulkActionsToolbar-toolbar': { overflowX: 'auto' },
          [theme.breakpoints.down('lg')]: {
            '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
              position: 'static',
              transform: 'none',
              height: 'auto',
              flexWrap: 'wrap',
              paddingBlock: theme.spacing(0.5),
            },
            '& .RaBulkActionsToolbar-title': { flexWrap: 'wrap', flexShrink: 1, minWidth: 0 },
            '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', marginInlineStart: 'auto' },
          },
        }),
      },
    },
    // react-admin shows a row's Remove only while the mouse is over the row (hidden, it is no tab stop): a keyboard
    // user could not remove a package's benefit. The row's actions show while focus is in the row too, so Tab from
    // the row's field reaches them (WCAG 2.1 2.1.1).
    RaSimpleFormIterator: {
      styleOverrides: {
        root: {
          '& .RaSimpleFormIterator-line:focus-within > .RaSimpleFormIterator-action': {
            visibility: 'visible',
          },
        },
      },
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
