import { memberFormValues } from './memberFormValues';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { MemberForm } from './MemberForm';
import { MEMBER_SAVE_MESSAGES } from './memberSaveMessages';

/**
 * 'Update Member', loaded by id; saved with waiting/success/error messages, then back to the list. A failed
 * load announces the server's text and stays (spec 1 §8) rather than react-admin's 'Element does not exist'.
 * The record is read in the form's names (spec 1 §5); the list and the cache keep the API's.
 */
export const MemberEdit = () => (
  <ResourceEdit
    resource="members"
    title="app.members.update"
    messages={MEMBER_SAVE_MESSAGES.edit}
    select={memberFormValues}
  >
    <MemberForm mode="edit" />
    <RecordHistory />
  </ResourceEdit>
);
