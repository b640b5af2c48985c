import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import type { Json } from '../../../api/types';

export interface BulkFormDialogProps {
  label: string;
  icon: ReactElement;
  title: string;
  content: string;
  /** How many rows the action runs on (the title's smart_count). */
  count: number;
  onClose: () => void;
  onSubmit: (values: Json) => void;
  children: ReactNode;
}

/** BulkFormButton's dialog: a small form naming how many rows, its inputs the values every call gets. */
const BulkFormDialog = ({
  label,
  icon,
  title,
  content,
  count,
  onClose,
  onSubmit,
  children,
}: BulkFormDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-form-title" fullWidth maxWidth="xs">
      <Form onSubmit={onSubmit}>
        <DialogTitle id="bulk-form-title">{translate(title, { smart_count: count })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(content)}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={label} icon={icon} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

export default BulkFormDialog;
