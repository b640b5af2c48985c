import { useState, type ReactElement, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import type { Json } from '../../../api/types';
import { useBulkAct, type BulkActParams } from './useBulkAct';

export interface BulkFormButtonProps extends Omit<BulkActParams, 'nameSource'> {
  nameSource: string;
  /** i18n key of the button and of the dialog's confirm button. */
  label: string;
  icon: ReactElement;
  /** i18n keys of the dialog's title (smart_count: how many rows) and of a text under it. */
  title: string;
  content: string;
  /** The form's inputs: their values are the `data` every call of the action gets. */
  children: ReactNode;
}

/**
 * A bulk action that asks for values first (the members' new package): a dialog with a small form naming how
 * many rows, then the registry action once per selected row with those values (useBulkAct).
 */
export const BulkFormButton = ({ label, icon, title, content, children, ...act }: BulkFormButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { count, isPending, run } = useBulkAct(act);
  const close = () => setOpen(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={isPending}>
        {icon}
      </Button>
      {open && (
        <Dialog open onClose={close} aria-labelledby="bulk-form-title" fullWidth maxWidth="xs">
          <Form
            onSubmit={(values: Json) => {
              close();
              run(values);
            }}
          >
            <DialogTitle id="bulk-form-title">{translate(title, { smart_count: count })}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>{translate(content)}</DialogContentText>
              {children}
            </DialogContent>
            <DialogActions>
              <Button label="ra.action.cancel" onClick={close} />
              <SaveButton label={label} icon={icon} />
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </>
  );
};
