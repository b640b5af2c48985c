import { useState, type ReactElement } from 'react';
import { Button } from 'react-admin';
import { ConfirmDialog } from '../ConfirmDialog';
import { useBulkAct } from './useBulkAct';

/** A bulk action running a registry action once per selected row, behind one confirmation naming how many. */
export interface BulkActOption {
  /** The registry action (the one the row's own button runs). */
  action: string;
  /** i18n key of the button. */
  label: string;
  icon: ReactElement;
  /** i18n key of the question, with smart_count: 'Approve %{smart_count} requests?'. */
  confirm: string;
  /** i18n key of the success message, with smart_count. */
  success: string;
  /** Lists that change besides the list's own. */
  invalidates?: string[];
}

/** The button of one BulkActOption and its No / Yes question. */
export const BulkActButton = ({ option, nameSource }: { option: BulkActOption; nameSource: string }) => {
  const [asking, setAsking] = useState(false);
  const { count, isPending, run } = useBulkAct({ ...option, nameSource });
  return (
    <>
      <Button label={option.label} onClick={() => setAsking(true)} disabled={isPending}>
        {option.icon}
      </Button>
      {asking && (
        <ConfirmDialog
          title={option.confirm}
          translateOptions={{ smart_count: count }}
          onConfirm={() => {
            setAsking(false);
            run();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
};
