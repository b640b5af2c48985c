import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { CONTAINER_WIDTH } from '../theme';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './menu/AppMenu';
import { Footer } from './Footer';
import { useSessionRestoredNotice } from './useSessionRestoredNotice';

/** The signed-in layout: app bar, folding sidebar (280 px / 64 px, from the theme), content, footer. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionRestoredNotice();
  return (
    <Layout appBar={AppAppBar} menu={AppMenu}>
      <Box sx={{ width: '100%', maxWidth: CONTAINER_WIDTH, mx: 'auto', flexGrow: 1 }}>{children}</Box>
      <Footer />
    </Layout>
  );
};
