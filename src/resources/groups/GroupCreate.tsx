import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { GroupForm } from './GroupForm';
import { GROUP_SAVE_MESSAGES } from './groupSaveMessages';

/** 'Add New Group Information': saved with waiting/success/error messages, then back to the groups list. */
export const GroupCreate = () => {
  const mutationOptions = useSaveMessages('groups', GROUP_SAVE_MESSAGES.create);
  return (
    <Create title="app.groups.create_title" mutationOptions={mutationOptions}>
      <GroupForm mode="create" />
    </Create>
  );
};
