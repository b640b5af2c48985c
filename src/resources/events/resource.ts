import Icon from '@mui/icons-material/EventOutlined';
import CancelledIcon from '@mui/icons-material/EventBusyOutlined';
import PastIcon from '@mui/icons-material/HistoryOutlined';
import OngoingIcon from '@mui/icons-material/EventRepeatOutlined';
import DraftIcon from '@mui/icons-material/EditCalendarOutlined';
import UpcomingIcon from '@mui/icons-material/EventAvailableOutlined';
import { defineResource } from '../defineResource';

export default defineResource({
  name: 'events',
  screens: () => import('./screens'),
  views: ['list', 'create', 'edit'],
  routes: {
    // Static children, so the edit route `:id` does not take the phase lists.
    upcoming: 'UpcomingEventList',
    ongoing: 'OngoingEventList',
    past: 'PastEventList',
    cancel: 'CancelledEventList',
    draft: 'DraftEventList',
    ':id/speakers': 'EventSpeakerList',
    ':id/speakers/create': 'EventSpeakerCreate',
    ':id/registrations': 'EventRegistrationList',
  },
  collections: ['speakers', 'registrations'],
  icon: Icon,
  menu: [
    {
      id: 'events-upcoming',
      title: 'app.shell.menu.events_upcoming',
      group: 'events',
      order: 10,
      path: 'upcoming',
      icon: UpcomingIcon,
    },
    {
      id: 'events-draft',
      title: 'app.shell.menu.events_draft',
      group: 'events',
      order: 20,
      path: 'draft',
      icon: DraftIcon,
    },
    {
      id: 'events-ongoing',
      title: 'app.shell.menu.events_ongoing',
      group: 'events',
      order: 30,
      path: 'ongoing',
      icon: OngoingIcon,
    },
    {
      id: 'events-past',
      title: 'app.shell.menu.events_past',
      group: 'events',
      order: 40,
      path: 'past',
      icon: PastIcon,
    },
    {
      id: 'events-cancel',
      title: 'app.shell.menu.events_cancel',
      group: 'events',
      order: 50,
      path: 'cancel',
      icon: CancelledIcon,
    },
  ],
  legacy: {
    events: 'upcoming',
    'event/create': 'create',
    'event/:id/edit': ':id',
    'event/:id/speakers': ':id/speakers',
    'event/:id/speaker/create': ':id/speakers/create',
    'event/:id/listOfRegisteredUser': ':id/registrations',
  },
  activity: {
    events: 'app.activity.resources.events',
    speakers: 'app.activity.resources.speakers',
  },
});
