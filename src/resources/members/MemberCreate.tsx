import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { MemberForm } from './MemberForm';
import { MEMBER_SAVE_MESSAGES } from './memberSaveMessages';

/** 'Add New Member': saved with waiting/success/error messages, then back to the members list. */
export const MemberCreate = () => {
  const mutationOptions = useSaveMessages('members', MEMBER_SAVE_MESSAGES.create);
  return (
    <Create title="app.members.add" mutationOptions={mutationOptions}>
      <MemberForm mode="create" />
    </Create>
  );
};
