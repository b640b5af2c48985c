import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import AlertError from '@mui/icons-material/ErrorOutline';
import ActionCheck from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  /** i18n key of the question. */
  title: string;
  /** i18n key of a text under the question. */
  content?: string;
  /** Values for the texts ('%{name}'). */
  translateOptions?: Record<string, unknown>;
  /** The work is running: both answers wait. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The spec's 'No / Yes' question, laid out as react-admin's <Confirm>. No has the focus when it opens (the safe
 * choice, issue 27), where react-admin's focuses its confirm button; Enter or Space on it closes without acting.
 */
export const ConfirmDialog = ({
  title,
  content,
  translateOptions,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps): ReactNode => {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      onClick={(event) => event.stopPropagation()}
      aria-labelledby="confirm-title"
    >
      <DialogTitle id="confirm-title">{translate(title, { _: title, ...translateOptions })}</DialogTitle>
      {content && (
        <DialogContent>
          <DialogContentText>{translate(content, { _: content, ...translateOptions })}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button disabled={loading} onClick={onClose} startIcon={<AlertError />} autoFocus>
          {translate('app.common.no')}
        </Button>
        <Button disabled={loading} onClick={onConfirm} startIcon={<ActionCheck />}>
          {translate('app.common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
