import { Edit, useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import type { EventRecord } from '../../api/resources/events';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { useLoadErrorNotice } from '../../components/detail/useLoadErrorNotice';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { ListMessage } from '../../components/list/ListMessage';
import { EventForm } from './EventForm';
import { phaseListPath } from './eventPhases';
import { EVENT_SAVE_MESSAGES } from './eventSaveMessages';

/**
 * 'Update Event' at /admin/events/:id. What follows a save is not shown (spec 2 §2): it returns to the list
 * the event was opened from, the one of its phase as loaded (a name opens this form from its phase's list).
 */
export const EventEdit = () => {
  const { id = '' } = useParams();
  // The same query as the Edit's own: the record is read once.
  const { data: loaded } = useGetOne<EventRecord>('events', { id }, { enabled: id !== '' });
  const mutationOptions = useSaveMessages('events', EVENT_SAVE_MESSAGES.edit, {
    redirectTo: () => phaseListPath(loaded?.phase ?? 'upcoming'),
  });
  const queryOptions = useLoadErrorNotice();
  return (
    <Edit
      title="app.events.edit_title"
      mutationOptions={mutationOptions}
      queryOptions={queryOptions}
      error={<ListMessage message="app.common.oops_error" error />}
    >
      <EventForm mode="edit" />
      <RecordHistory />
    </Edit>
  );
};
