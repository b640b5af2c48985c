import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { CONTAINER_WIDTH } from '../theme';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './menu/AppMenu';
import { Footer } from './Footer';
import { useSessionRestoredNotice } from './useSessionRestoredNotice';

/**
 * The layout may not grow wider than the window (react-admin's root is `min-width: fit-content`): a wide table
 * scrolls inside its own wrapper, and list actions wrap, so every column and button stays reachable at 1440 px.
 */
const fitToWindow = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // Denser cells than MUI's 16 px sides: the members list's twelve columns fit a 1440 px window.
  '& .RaDataTable-tableWrapper .MuiTableCell-root': { paddingLeft: 1, paddingRight: 1 },
  '& .RaList-actions, & .RaTopToolbar-root': { flexWrap: 'wrap' },
} as const;

/** The signed-in layout: app bar, folding sidebar (280 px / 64 px, from the theme), content, footer. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionRestoredNotice();
  return (
    <Layout appBar={AppAppBar} menu={AppMenu} sx={fitToWindow}>
      <Box sx={{ width: '100%', minWidth: 0, maxWidth: CONTAINER_WIDTH, mx: 'auto', flexGrow: 1 }}>
        {children}
      </Box>
      <Footer />
    </Layout>
  );
};
