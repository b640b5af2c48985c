import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_NOTICE_MS, type Notice } from './notice';

/** Shows one public-page notice; `onClose` clears it. */
export const NoticeSnackbar = ({ notice, onClose }: { notice?: Notice; onClose: () => void }) => {
  const translate = useTranslate();
  const top = notice?.placement === 'top';
  return (
    <Snackbar
      open={notice !== undefined}
      autoHideDuration={notice?.durationMs ?? DEFAULT_NOTICE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={
        top ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }
      }
    >
      {notice && (
        <Alert severity={notice.type} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {translate(notice.message, { _: notice.message, ...notice.messageArgs })}
        </Alert>
      )}
    </Snackbar>
  );
};
