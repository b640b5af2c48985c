import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Form fields side by side on wide screens, stacked on narrow ones. */
export const FormRow = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
    {children}
  </Box>
);
