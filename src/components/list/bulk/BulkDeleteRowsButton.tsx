import { BulkDeleteButton } from 'react-admin';
import { useBulkRun } from './useBulkRun';

/**
 * Delete of the selected rows behind one confirmation naming how many (react-admin's BulkDeleteButton, its
 * dialog in the pessimistic mode: nothing leaves the list before the server has deleted it).
 */
export const BulkDeleteRowsButton = ({ nameSource }: { nameSource: string }) => {
  const mutationOptions = useBulkRun(nameSource);
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      confirmTitle="app.bulk.delete_title"
      confirmContent="app.bulk.delete_content"
      successMessage="app.bulk.deleted"
    />
  );
};
