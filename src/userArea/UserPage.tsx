import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../layout/heading/useDocumentTitle';

/** A user-area page: its heading (i18n key), which the document title repeats, and content. */
export const UserPage = ({ title, children }: { title: string; children?: ReactNode }) => {
  const translate = useTranslate();
  useDocumentTitle(translate(title), translate('app.userArea.title'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  );
};
