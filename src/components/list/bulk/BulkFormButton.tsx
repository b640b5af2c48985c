import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'react-admin';
import type { Json } from '../../../api/types';
import { useBulkAct, type BulkActParams } from './useBulkAct';

// The dialog's form (react-admin's Form and SaveButton) loads when it is first opened, not with the list: issue 26's
// first-screen JavaScript goal for /admin/members.
const BulkFormDialog = lazy(() => import('./BulkFormDialog'));

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
  const [open, setOpen] = useState(false);
  const { count, isPending, run } = useBulkAct(act);
  const close = () => setOpen(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={isPending}>
        {icon}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkFormDialog
            label={label}
            icon={icon}
            title={title}
            content={content}
            count={count}
            onClose={close}
            onSubmit={(values: Json) => {
              close();
              run(values);
            }}
          >
            {children}
          </BulkFormDialog>
        </Suspense>
      )}
    </>
  );
};
