import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { PackageForm } from './PackageForm';
import { PACKAGE_SAVE_MESSAGES } from './packageSaveMessages';

/** 'Add New Package': saved with waiting/success/error messages, then back to the list. */
export const PackageCreate = () => {
  const mutationOptions = useSaveMessages('packages', PACKAGE_SAVE_MESSAGES.create);
  return (
    <Create title="app.packages.add" mutationOptions={mutationOptions}>
      <PackageForm mode="create" />
    </Create>
  );
};
