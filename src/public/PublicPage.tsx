import type { FormEvent, ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../layout/heading/useDocumentTitle';

interface PublicPageProps {
  /** i18n key of the page heading. */
  title: string;
  /** i18n key of a line under the heading. */
  subtitle?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A public page (spec 1 §2: no toolbar, navigation or footer): one centred card holding one form, and the
 * language switch in the top corner (the choice is kept in this browser, as in the admin's app bar).
 */
export const PublicPage = ({ title, subtitle, onSubmit, children }: PublicPageProps) => {
  const translate = useTranslate();
  useDocumentTitle(translate(title), translate('app.shell.title'));
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" color="primary" component="p">
            {translate('app.shell.title')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate(subtitle)}
            </Typography>
          )}
          <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={translate(title)}>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
