import { Edit } from 'react-admin';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { ListMessage } from '../../components/list/ListMessage';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { GroupForm } from './GroupForm';
import { GROUP_SAVE_MESSAGES } from './groupSaveMessages';

/**
 * 'Update Group Information', loaded by id. Spec 3 §2 reports two readings of what follows a save; this
 * follows §4 (and the add form): back to the groups list.
 */
export const GroupEdit = () => {
  const mutationOptions = useSaveMessages('groups', GROUP_SAVE_MESSAGES.edit);
  // A record that fails to load shows the error's text (spec 3 §8) and stays on the page with 'Oops'.
  const queryOptions = useLoadErrorNotice();
  return (
    <Edit
      title="app.groups.edit_title"
      mutationOptions={mutationOptions}
      queryOptions={queryOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <GroupForm mode="edit" />
      <RecordHistory />
    </Edit>
  );
};
