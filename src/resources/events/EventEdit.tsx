import { useGetOne } from 'react-admin';
import { useParams } from 'react-router';
import type { EventRecord } from './api';
import { RecordHistory } from '../../components/activity/RecordHistory';
import { ResourceEdit } from '../../components/forms/ResourceEdit';
import { EventForm } from './EventForm';
import { phaseAfterSave, phaseListPath } from './eventPhases';
import { EVENT_SAVE_MESSAGES } from './eventSaveMessages';

/**
 * 'Update Event' at /admin/events/:id. What follows a save is not shown (spec 2 §2): it goes to the list of the
 * event's phase as saved, the list it was opened from unless the save moved it (a draft published, or saved as a
 * draft, leaves the drafts or joins them).
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
      redirectTo={(saved) => phaseListPath(phaseAfterSave({ ...loaded, ...saved }))}
    >
      <EventForm mode="edit" />
      <RecordHistory />
    </ResourceEdit>
  );
};
