import { Edit } from 'react-admin';
import { memberFormValues } from '../../api/resources/members';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { ListMessage } from '../../components/list/ListMessage';
import { MemberForm } from './MemberForm';
import { MEMBER_SAVE_MESSAGES } from './memberSaveMessages';

/** The record in the form's names (spec 1 §5); the list and the cache keep the API's. */
const FORM_VALUES = { select: memberFormValues };

/**
 * 'Update Member', loaded by id; saved with waiting/success/error messages, then back to the list. A failed
 * load announces the server's text and stays (spec 1 §8) rather than react-admin's 'Element does not exist'.
 */
export const MemberEdit = () => {
  const queryOptions = useLoadErrorNotice(FORM_VALUES);
  const mutationOptions = useSaveMessages('members', MEMBER_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.members.update"
      queryOptions={queryOptions}
      mutationOptions={mutationOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <MemberForm mode="edit" />
      <RecordHistory />
    </Edit>
  );
};
