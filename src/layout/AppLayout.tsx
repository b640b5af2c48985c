import type { ReactNode } from 'react';
import { Box, type Theme } from '@mui/material';
import { Layout } from 'react-admin';
import { stackedRowsOnPhone } from '../components/list/stackedRows';
import { CONTAINER_WIDTH } from '../theme';
import { AppAppBar } from './AppAppBar';
import { appBarOnPhone } from './appBarOnPhone';
import { AppMenu } from './menu/AppMenu';
import { Footer } from './Footer';
import { useDocumentTitleFromHeading } from './heading/useDocumentTitle';
import { useHeadingFocusOnNavigation } from './heading/useHeadingFocus';
import { useLiveChanges } from './live/useLiveChanges';
import { useSessionRestoredNotice } from './useSessionRestoredNotice';

/**
 * The layout may not grow wider than the window (react-admin's root is `min-width: fit-content`): a wide table
 * scrolls inside its own wrapper, and list actions wrap, so every column and button stays reachable. Long
 * unbroken texts (emails, links) wrap anywhere rather than widen a table past its card, so every list shows its
 * last column at 1280 px with the menu open. Every list's toolbar lays its buttons out from the start, with a
 * search before them or not. On phones a table scrolls inside its card (the app's lists stack each row as a card
 * instead: stackedRowsOnPhone), the list toolbar wraps, the page title wraps instead of being cut, and a page
 * with a floating create button ends above it.
 */
const fitToWindow = (theme: Theme) =>
  ({
    minWidth: 0,
    '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
    // Denser cells than MUI's 16 px sides: the members list's twelve columns fit a 1280 px window.
    '& .RaDataTable-tableWrapper .MuiTableCell-root': { paddingLeft: 0.75, paddingRight: 0.75 },
    '& .RaDataTable-tableWrapper .MuiTableCell-body': { overflowWrap: 'anywhere' },
    // …but not the row number; and headers wrap between their words rather than claim a wide column.
    '& .RaDataTable-tableWrapper .MuiTableCell-body:first-of-type': { overflowWrap: 'normal' },
    '& .RaDataTable-tableWrapper .MuiTableCell-head': { maxWidth: '7.5rem' },
    '& .RaList-actions, & .RaList-actions .MuiToolbar-root': {
      flexWrap: 'wrap',
      justifyContent: 'flex-start',
    },
    // react-admin's floating create button (56 px, below its `md`) stands 60 px above the window's foot: a page
    // that has one ends 8 px above it once scrolled down (the footer has 16 px below its text), so its last
    // controls (the pagination's arrows) and the footer are not under the button.
    '& .RaLayout-content:has(.RaCreateButton-floating)': { paddingBottom: '108px' },
    [theme.breakpoints.up('sm')]: {
      // react-admin's bulk toolbar lies over the list's actions while rows are selected; a count badge on an
      // action (the Incomplete Members button's) stands half above its button and would poke out above the bar.
      '& .RaList-main:has(.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)) .RaList-actions .MuiBadge-badge':
        { visibility: 'hidden' },
    },
    [theme.breakpoints.down('sm')]: {
      // A phone swipes the table inside its card: texts keep their words whole rather than wrap letter by letter.
      '& .RaDataTable-tableWrapper .MuiTableCell-body': { overflowWrap: 'normal' },
      '& .RaList-actions': { alignItems: 'stretch' },
      // react-admin's TopToolbar (no class of its own) in the list toolbar.
      '& .RaList-actions .MuiToolbar-root': {
        flex: 'none',
        width: '100%',
        boxSizing: 'border-box',
        justifyContent: 'flex-start',
        alignItems: 'center',
        whiteSpace: 'normal',
        minHeight: 0,
        rowGap: 2,
        px: 1,
        py: 1.5,
      },
      '& #react-admin-title': { whiteSpace: 'normal', fontSize: '1.05rem', lineHeight: 1.25 },
    },
  }) as const;

/**
 * The signed-in layout: app bar, folding sidebar (280 px / 64 px, from the theme), content, footer. The document
 * title and the focus follow the page heading. Other administrators' changes update the open lists (useLiveChanges).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionRestoredNotice();
  useDocumentTitleFromHeading();
  useHeadingFocusOnNavigation();
  useLiveChanges();
  return (
    <Layout appBar={AppAppBar} menu={AppMenu} sx={[fitToWindow, stackedRowsOnPhone, appBarOnPhone]}>
      <Box sx={{ width: '100%', minWidth: 0, maxWidth: CONTAINER_WIDTH, mx: 'auto', flexGrow: 1 }}>
        {children}
      </Box>
      <Footer />
    </Layout>
  );
};
