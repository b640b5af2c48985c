import { isValidElement, useCallback } from 'react';
import { Alert, Button, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { CloseNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

/** How long a snackbar stays when its caller gives no autoHideDuration (spec 1 §9). */
const DEFAULT_AUTO_HIDE_MS = 4000;

export interface NotificationToastProps {
  notification: NotificationPayload;
  open: boolean;
  /** Starts the closing transition. */
  onClose: () => void;
  /** The transition is over: the toast can leave the stack. */
  onExited: () => void;
  /** Only for an undoable notification: the user clicked Undo. */
  onUndo?: () => void;
}

/**
 * One snackbar of the stack: react-admin's notification payload (a message key with `messageArgs`, or an element;
 * a type; `autoHideDuration`, where null keeps it until closed; `multiLine`; `undoable`) as a filled alert.
 * It sits in the stack's flow rather than at a fixed corner of its own.
 */
export const NotificationToast = ({
  notification,
  open,
  onClose,
  onExited,
  onUndo,
}: NotificationToastProps) => {
  const translate = useTranslate();
  const { message, type = 'info', notificationOptions = {} } = notification;
  const { autoHideDuration, messageArgs, multiLine, undoable } = notificationOptions;
  const handleClose = useCallback(
    (_event: unknown, reason?: SnackbarCloseReason) => {
      // A click elsewhere must not sweep the whole stack away.
      if (reason !== 'clickaway') onClose();
    },
    [onClose],
  );

  return (
    <CloseNotificationContext.Provider value={onClose}>
      <Snackbar
        open={open}
        autoHideDuration={autoHideDuration === undefined ? DEFAULT_AUTO_HIDE_MS : autoHideDuration}
        disableWindowBlurListener={undoable}
        onClose={handleClose}
        slotProps={{ transition: { onExited } }}
        sx={{ position: 'static', transform: 'none', pointerEvents: 'auto' }}
      >
        <Alert
          severity={type}
          variant="filled"
          onClose={onClose}
          closeText={translate('ra.action.close')}
          action={
            undoable && onUndo ? (
              <Button color="inherit" size="small" onClick={onUndo}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 288, maxWidth: 560, whiteSpace: multiLine ? 'pre-wrap' : undefined }}
        >
          {typeof message === 'string' ? translate(message, messageArgs) : isValidElement(message) && message}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
