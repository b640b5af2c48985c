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
  /** i18n key of the dialog's title while the file is on its way (e.g. 'Multimedia is being uploaded'). */
  title: string;
  onCancel: () => void;
  onRetry: () => void;
  /** Closes the dialog after a failure or a cancel (back to the form, file kept). */
  onClose: () => void;
}

/**
 * The overlay of an upload in progress (spec 2 §2: "the upload percentage and the text 'Uploaded...'"):
 * the real percentage with a bar and Cancel; after a failure the error, after a cancel a notice, each with
 * Retry (the same file) and Close. It cannot be dismissed while uploading, only cancelled. Closed when idle;
 * on success it stays at 100 % while the screen moves on (the last progress event and the answer often
 * arrive together, so 100 % would otherwise never be painted).
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
  const percent = state.status === 'success' ? 100 : state.status === 'uploading' ? state.percent : undefined;
  // After a failure or a cancel the file is no longer 'being uploaded': the title says what happened.
  const heading =
    state.status === 'failed'
      ? 'app.upload.failed_title'
      : state.status === 'cancelled'
        ? 'app.upload.cancelled_title'
        : title;
  return (
    <Dialog open={state.status !== 'idle'} maxWidth="xs" fullWidth aria-labelledby="upload-progress-title">
      <DialogTitle id="upload-progress-title">{translate(heading)}</DialogTitle>
      <DialogContent>
        {percent !== undefined && (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h4" component="p" aria-live="polite">
              {`${percent}%`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={translate('app.common.uploaded')}
              sx={{ my: 2 }}
            />
            <Typography>{translate('app.common.uploaded')}</Typography>
          </Box>
        )}
        {state.status === 'failed' && (
          <Typography role="alert" color="error">
            {`${translate('app.upload.failed')} ${translate(state.error.message, { _: state.error.message, ...state.error.messageArgs })}`}
          </Typography>
        )}
        {state.status === 'cancelled' && <Typography>{translate('app.upload.cancelled')}</Typography>}
      </DialogContent>
      <DialogActions>
        {state.status === 'uploading' && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
        {(state.status === 'failed' || state.status === 'cancelled') && (
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
