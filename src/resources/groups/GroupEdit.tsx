import { Edit } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { GroupForm } from './GroupForm';
import { GROUP_SAVE_MESSAGES } from './groupSaveMessages';

/**
 * 'Update Group Information', loaded by id. Spec 3 §2 reports two readings of what follows a save; this
 * follows §4 (and the add form): back to the groups list.
 */
export const GroupEdit = () => {
  const mutationOptions = useSaveMessages('groups', GROUP_SAVE_MESSAGES.edit);
  return (
    <Edit title="app.groups.edit_title" mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <GroupForm mode="edit" />
    </Edit>
  );
};
