import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadState } from './uploadState';

export interface UploadProgressDialogProps {
  /** From `useUpload`. */
  state: UploadState;
  /** i18n key of the dialog's title (e.g. 'Multimedia is being uploaded'). */
  title: string;
  onCancel: () => void;
  onRetry: () => void;
  /** Closes the dialog after a failure or a cancel (back to the form, file kept). */
  onClose: () => void;
}

/**
 * The overlay of an upload in progress (spec 2 §2: "the upload percentage and the text 'Uploaded...'"):
 * the real percentage with a bar and Cancel; after a failure the error, after a cancel a notice, each with
 * Retry (the same file) and Close. It cannot be dismissed while uploading, only cancelled. Shown for the
 * uploading, failed and cancelled states; on success the screen moves on.
 *
 * Usage with any resource:
 *   const upload = useUpload({ onSuccess });
 *   upload.start((options) => dataProvider.upload(resource, action, params, options));
 *   <UploadProgressDialog state={upload.state} title="…" onCancel={upload.cancel}
 *     onRetry={upload.retry} onClose={upload.reset} />
 */
export const UploadProgressDialog = ({
  state,
  title,
  onCancel,
  onRetry,
  onClose,
}: UploadProgressDialogProps) => {
  const translate = useTranslate();
  const open = state.status === 'uploading' || state.status === 'failed' || state.status === 'cancelled';
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="upload-progress-title">
      <DialogTitle id="upload-progress-title">{translate(title)}</DialogTitle>
      <DialogContent>
        {state.status === 'uploading' && (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h4" component="p" aria-live="polite">
              {`${state.percent}%`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={state.percent}
              aria-label={translate('app.common.uploaded')}
              sx={{ my: 2 }}
            />
            <Typography>{translate('app.common.uploaded')}</Typography>
          </Box>
        )}
        {state.status === 'failed' && (
          <Typography role="alert" color="error">
            {`${translate('app.upload.failed')} ${translate(state.error, { _: state.error })}`}
          </Typography>
        )}
        {state.status === 'cancelled' && <Typography>{translate('app.upload.cancelled')}</Typography>}
      </DialogContent>
      <DialogActions>
        {state.status === 'uploading' ? (
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            <Button variant="contained" onClick={onRetry}>
              {translate('app.upload.retry')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
