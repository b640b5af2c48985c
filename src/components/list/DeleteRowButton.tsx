import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import { ConfirmAction } from './ConfirmAction';
import { useRowControlName } from './useRowControlName';

export interface DeleteRowButtonProps {
  /** i18n key of the question ('Are you sure you want to delete this Business Partner ?'). */
  confirmTitle: string;
  /** i18n key of the dialog's text; `%{name}` is the record's `nameSource` field. */
  confirmContent: string;
  /** i18n key of the success message. */
  successMessage: string;
  /** The record field that names it in the dialog and in the button's accessible name (default `name`). */
  nameSource?: string;
  /** How long the success message stays (default: the app's default). */
  successDurationMs?: number;
}

/**
 * 'Delete' in a list row: asks No / Yes, deletes the row's record through the provider and refreshes the list
 * (the row leaves it); a failure shows the server's text and the row stays.
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
  const dataProvider = useDataProvider();
  const accessibleName = useRowControlName('app.common.delete', nameSource);
  if (!record || !resource) return null;
  return (
    <ConfirmAction
      label="app.common.delete"
      accessibleName={accessibleName}
      icon={<DeleteIcon />}
      color="error"
      title={confirmTitle}
      content={confirmContent}
      translateOptions={{ name: String(record[nameSource] ?? '') }}
      mutationFn={() => dataProvider.delete(resource, { id: record.id, previousData: record })}
      successMessage={successMessage}
      successDurationMs={successDurationMs}
      invalidates={[resource]}
    />
  );
};
