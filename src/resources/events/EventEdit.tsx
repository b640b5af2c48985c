import { useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import type { EventRecord } from './api';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { ResourceEdit } from '../../components/forms/ResourceEdit';
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
  return (
    <ResourceEdit
      resource="events"
      title="app.events.edit_title"
      messages={EVENT_SAVE_MESSAGES.edit}
      redirectTo={() => phaseListPath(loaded?.phase ?? 'upcoming')}
    >
      <EventForm mode="edit" />
      <RecordHistory />
    </ResourceEdit>
  );
};
