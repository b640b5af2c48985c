import { Create } from 'react-admin';
import { useSaveMessages } from '../../components/forms/useSaveMessages';
import { EventForm } from './EventForm';
import { phaseListPath } from './eventPhases';
import { EVENT_SAVE_MESSAGES } from './eventSaveMessages';

const toUpcoming = () => phaseListPath('upcoming');

/** 'Add New Event', then back to the upcoming list (spec 2 §2). */
export const EventCreate = () => {
  const mutationOptions = useSaveMessages('events', EVENT_SAVE_MESSAGES.create, { redirectTo: toUpcoming });
  return (
    <Create title="app.events.create_title" mutationOptions={mutationOptions}>
      <EventForm mode="create" />
    </Create>
  );
};
