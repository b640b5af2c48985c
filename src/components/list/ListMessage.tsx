import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A list's empty or error text, centred where the rows would be. */
export const ListMessage = ({ message, error = false }: { message: string; error?: boolean }) => {
  const translate = useTranslate();
  return (
    <Typography
      role={error ? 'alert' : undefined}
      color={error ? 'error' : 'textSecondary'}
      align="center"
      sx={{ py: 4 }}
    >
      {translate(message)}
    </Typography>
  );
};
