import { Edit } from 'react-admin';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { PackageForm } from './PackageForm';
import { PACKAGE_SAVE_MESSAGES } from './packageSaveMessages';

/** The package edit form, loaded by id; saved with waiting/success/error messages, then back to the list. */
export const PackageEdit = () => {
  const mutationOptions = useSaveMessages('packages', PACKAGE_SAVE_MESSAGES.edit);
  return (
    <Edit title="app.packages.edit_title" mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <PackageForm mode="edit" />
      <RecordHistory />
    </Edit>
  );
};
