import { useEffect } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslate } from 'react-admin';

export interface ServerUnreachableProps {
  /** Tries again; called at a click, every `retryEveryMs` and when the browser comes back online. */
  onRetry: () => void;
  retryEveryMs: number;
}

/**
 * What a screen shows while its code cannot be downloaded: the server cannot be reached, and a retry that
 * also runs by itself while this is on screen.
 */
export const ServerUnreachable = ({ onRetry, retryEveryMs }: ServerUnreachableProps) => {
  const translate = useTranslate();
  useEffect(() => {
    const timer = window.setInterval(onRetry, retryEveryMs);
    window.addEventListener('online', onRetry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onRetry);
    };
  }, [onRetry, retryEveryMs]);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <CloudOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.kit.server_unreachable')}
      </Typography>
      <Typography color="textSecondary" gutterBottom>
        {translate('app.kit.server_unreachable_retry')}
      </Typography>
      {/* MUI's button: react-admin's shows only its icon on a phone, and this one has none. */}
      <Button variant="outlined" onClick={onRetry}>
        {translate('app.kit.try_again')}
      </Button>
    </Box>
  );
};
