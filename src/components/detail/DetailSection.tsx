import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { SimpleShowLayout, SimpleShowLayoutClasses, useTranslate } from 'react-admin';
import { DETAIL_WIDE_CLASS } from './DetailField';

export interface DetailSectionProps {
  /** i18n key of the section's heading ('Payment Details'); none for the first section. */
  title?: string;
  /** DetailFields (each with its `label`); one left out is not shown, label included. */
  children: ReactNode;
}

/**
 * A group of read-only fields with an optional heading: react-admin's SimpleShowLayout (each field under its
 * label), in two columns (one on narrow screens); a wide field spans both.
 */
export const DetailSection = ({ title, children }: DetailSectionProps) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      {title ? (
        <Typography variant="h6" component="h3" gutterBottom>
          {translate(title)}
        </Typography>
      ) : null}
      <SimpleShowLayout
        spacing={0}
        sx={{
          p: 0,
          [`& .${SimpleShowLayoutClasses.stack}`]: {
            display: 'grid',
            columnGap: 3,
            rowGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          },
          [`& .${SimpleShowLayoutClasses.row}:has(> .${DETAIL_WIDE_CLASS})`]: { gridColumn: '1 / -1' },
        }}
      >
        {children}
      </SimpleShowLayout>
    </Box>
  );
};
