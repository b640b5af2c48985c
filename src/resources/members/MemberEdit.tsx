import { Edit } from 'react-admin';
import { memberFormValues } from '../../api/resources/members';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { MemberForm } from './MemberForm';
import { MEMBER_SAVE_MESSAGES } from './memberSaveMessages';

/** The record in the form's names (spec 1 §5); the list and the cache keep the API's. */
const FORM_VALUES = { select: memberFormValues };

/** 'Update Member', loaded by id; saved with waiting/success/error messages, then back to the list. */
export const MemberEdit = () => {
  const mutationOptions = useSaveMessages('members', MEMBER_SAVE_MESSAGES.edit);
  return (
    <Edit
      title="app.members.update"
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={FORM_VALUES}
    >
      <MemberForm mode="edit" />
    </Edit>
  );
};
