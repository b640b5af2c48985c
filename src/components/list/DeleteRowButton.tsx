import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, useDelete, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { useConfirmedMutation } from './useConfirmedMutation';
import { useRowControlName } from './useRowControlName';

export interface DeleteRowButtonProps {
  /** i18n key of the question ('Are you sure you want to delete this Business Partner ?'). */
  confirmTitle: string;
  /** i18n key of the dialog's text; `%{name}` is the record's `nameSource` field. */
  confirmContent: string;
  /** i18n key of the success message. */
  successMessage: string;
  /** The record field that names it in the dialog (default `name`). */
  nameSource?: string;
  /** How long the success message stays (default: the app's default). */
  successDurationMs?: number;
}

/**
 * 'Delete' in a list row: asks No / Yes (No focused), then deletes the row's record with react-admin's useDelete,
 * which takes it out of every cached list at once and reads them again; a failure shows the server's text and the
 * row stays. Not react-admin's DeleteWithConfirmButton: its dialog answers 'Cancel / Confirm' with the confirm
 * button focused, notifies as info without the spec's 3 s, and sends a child list to its resource's own list.
 */
export const DeleteRowButton = ({
  confirmTitle,
  confirmContent,
  successMessage,
  nameSource = 'name',
  successDurationMs,
}: DeleteRowButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const [deleteOne] = useDelete();
  const accessibleName = useRowControlName('app.common.delete', nameSource);
  const { ask, dialog } = useConfirmedMutation<RaRecord>({
    question: confirmTitle,
    content: confirmContent,
    translateOptions: (subject) => ({ name: String(subject[nameSource] ?? '') }),
    mutationFn: (subject) =>
      deleteOne(resource, { id: subject.id, previousData: subject }, { returnPromise: true }),
    successMessage,
    successDurationMs,
  });
  if (!record || !resource) return null;
  return (
    <>
      <Button
        label="app.common.delete"
        aria-label={accessibleName}
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          ask(record);
        }}
      >
        <DeleteIcon />
      </Button>
      {dialog}
    </>
  );
};
