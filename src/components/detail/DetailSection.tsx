import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DetailSectionProps {
  /** i18n key of the section's heading ('Payment Details'); none for the first section. */
  title?: string;
  children: ReactNode;
}

/** A group of read-only fields in two columns (one on narrow screens), with an optional heading. */
export const DetailSection = ({ title, children }: DetailSectionProps) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      {title ? (
        <Typography variant="h6" component="h3" gutterBottom>
          {translate(title)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
};
