import { Edit } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { MemberForm } from './MemberForm';
import { MEMBER_SAVE_MESSAGES } from './memberSaveMessages';

/** 'Update Member', loaded by id; saved with waiting/success/error messages, then back to the list. */
export const MemberEdit = () => {
  const mutationOptions = useSaveMessages('members', MEMBER_SAVE_MESSAGES.edit);
  return (
    <Edit title="app.members.update" mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <MemberForm mode="edit" />
    </Edit>
  );
};
