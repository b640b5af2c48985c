import { StatusBadge, type StatusTone } from '../../components/badges/StatusBadge';
import type { EventRow } from './eventRow';

type EventStatus = 'upcoming' | 'cancelled' | 'completed' | 'draft';

/** Badge colours (spec 2 §4): upcoming orange, cancelled red, completed green, draft grey. */
const TONES: Record<EventStatus, StatusTone> = {
  upcoming: 'warning',
  cancelled: 'error',
  completed: 'success',
  draft: 'default',
};

/**
 * The stored status as the spec names it: 0 cancelled, 2 draft, 1 'Upcoming' (spec 2 §4: "1 is Upcoming"),
 * and 'Completed' once the event is over. An ongoing event keeps 'Upcoming', as status 1 reads.
 */
function badgeStatusOf(record: EventRow): EventStatus {
  if (record.statusCode === 0) return 'cancelled';
  if (record.statusCode === 2) return 'draft';
  return record.phase === 'past' ? 'completed' : 'upcoming';
}

export const EventStatusBadge = ({ record }: { record: EventRow }) => {
  const status = badgeStatusOf(record);
  return <StatusBadge label={`app.events.status.${status}`} tone={TONES[status]} />;
};
