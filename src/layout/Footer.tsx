import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The signed-in layout's footer with the 2021 copyright (spec 1 §2). */
export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.shell.footer')}
      </Typography>
    </Box>
  );
};
