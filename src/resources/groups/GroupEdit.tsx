import { RecordHistory } from '../../components/activity/RecordHistory';
import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { GroupForm } from './GroupForm';
import { GROUP_SAVE_MESSAGES } from './groupSaveMessages';

/**
 * 'Update Group Information', loaded by id. Spec 3 §2 reports two readings of what follows a save; this
 * follows §4 (and the add form): back to the groups list.
 */
export const GroupEdit = () => (
  <ResourceEdit resource="groups" title="app.groups.edit_title" messages={GROUP_SAVE_MESSAGES.edit}>
    <GroupForm mode="edit" />
    <RecordHistory />
  </ResourceEdit>
);
