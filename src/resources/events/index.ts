import type { ResourceScreens } from '../../routes/lazyResource';
import { EventListRedirect } from './EventPhaseLists';

export {
  CancelledEventList,
  DraftEventList,
  OngoingEventList,
  PastEventList,
  UpcomingEventList,
} from './EventPhaseLists';
export default { list: EventListRedirect } satisfies ResourceScreens;
