import { Edit } from 'react-admin';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { ListMessage } from '../../components/list/ListMessage';
import { PackageForm } from './PackageForm';
import { PACKAGE_SAVE_MESSAGES } from './packageSaveMessages';

/**
 * The package edit form, loaded by id; saved with waiting/success/error messages, then back to the list. A
 * failed load announces the server's text and stays (spec 1 §8).
 */
export const PackageEdit = () => {
  const queryOptions = useLoadErrorNotice();
  const mutationOptions = useSaveMessages('packages', PACKAGE_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.packages.edit_title"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <PackageForm mode="edit" />
      <RecordHistory />
    </Edit>
  );
};
