import type { ResourceScreens } from '../defineResource';
import { EventCreate } from './EventCreate';
import { EventEdit } from './EventEdit';
import { EventListRedirect } from './EventPhaseLists';

export {
  CancelledEventList,
  DraftEventList,
  OngoingEventList,
  PastEventList,
  UpcomingEventList,
} from './EventPhaseLists';
export default {
  list: EventListRedirect,
  create: EventCreate,
  edit: EventEdit,
} satisfies ResourceScreens;
export { EventSpeakerList } from './EventSpeakerList';
export { EventSpeakerCreate } from './EventSpeakerCreate';
export { EventRegistrationList } from './EventRegistrationList';
