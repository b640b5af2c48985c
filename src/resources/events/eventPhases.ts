import type { SortPayload } from 'react-admin';
import { eventPhase, type EventPhase, type EventRecord } from './api';
import { EVENT_STATUS } from './eventStatus';

/** What one phase list shows (spec 2 §2). */
export interface EventPhaseView {
  phase: EventPhase;
  /** The route under /events. */
  route: string;
  title: string;
  empty: string;
  perPage: number;
  sort: SortPayload;
  columns: {
    registeredUsers: boolean;
    status: boolean;
    allowRegistration: boolean;
    actions: boolean;
  };
  /** Whether the row menu offers Cancel (an event already cancelled cannot be cancelled again). */
  canCancel: boolean;
  /** Whether the row menu offers Edit besides the name's link (the draft list 'offers edit'). */
  offersEdit: boolean;
}

const SOONEST_FIRST = { field: 'startTime', order: 'ASC' } as const;
const LATEST_FIRST = { field: 'startTime', order: 'DESC' } as const;
const ALL_COLUMNS = { registeredUsers: true, status: true, allowRegistration: true, actions: true };

/**
 * The five lists. Past: no status, toggle or actions. Cancel: no registered-users column, and neither toggle
 * nor Cancel (registration for a cancelled event means nothing). Draft: status and an Edit action; a draft
 * takes no registrations and is deleted rather than cancelled, so neither toggle nor Cancel. Spec 2 is silent
 * on these last choices.
 */
export const EVENT_PHASE_VIEWS: Record<EventPhase, EventPhaseView> = {
  upcoming: {
    phase: 'upcoming',
    route: 'upcoming',
    title: 'app.events.upcoming_title',
    empty: 'app.events.empty_upcoming',
    perPage: 25,
    sort: SOONEST_FIRST,
    columns: ALL_COLUMNS,
    canCancel: true,
    offersEdit: false,
  },
  ongoing: {
    phase: 'ongoing',
    route: 'ongoing',
    title: 'app.events.ongoing_title',
    empty: 'app.events.empty_ongoing',
    perPage: 10,
    sort: SOONEST_FIRST,
    columns: ALL_COLUMNS,
    canCancel: true,
    offersEdit: false,
  },
  past: {
    phase: 'past',
    route: 'past',
    title: 'app.events.past_title',
    empty: 'app.events.empty_past',
    perPage: 10,
    sort: LATEST_FIRST,
    columns: { registeredUsers: true, status: false, allowRegistration: false, actions: false },
    canCancel: false,
    offersEdit: false,
  },
  cancelled: {
    phase: 'cancelled',
    route: 'cancel',
    title: 'app.events.cancel_title',
    empty: 'app.events.empty_cancel',
    perPage: 10,
    sort: LATEST_FIRST,
    columns: { registeredUsers: false, status: true, allowRegistration: false, actions: true },
    canCancel: false,
    offersEdit: false,
  },
  draft: {
    phase: 'draft',
    route: 'draft',
    title: 'app.events.draft_title',
    empty: 'app.events.empty_draft',
    perPage: 25,
    sort: SOONEST_FIRST,
    columns: { registeredUsers: true, status: true, allowRegistration: false, actions: true },
    canCancel: false,
    offersEdit: true,
  },
};

/** The admin path of a phase's list. */
export const phaseListPath = (phase: EventPhase): string => `/events/${EVENT_PHASE_VIEWS[phase].route}`;

/**
 * The phase of an event just saved from its form: the Save-as-Draft flag as sent decides draft or not (an answer
 * without the record keeps the stored status), then the stored status and the times place it. A published draft
 * lands in the list where it now lives (upcoming, ongoing or past), not back in the drafts.
 */
export function phaseAfterSave(
  saved: Partial<Pick<EventRecord, 'status' | 'statusCode' | 'startTime' | 'endTime'>>,
): EventPhase {
  if (saved.status === true) return 'draft';
  const stored = saved.statusCode === EVENT_STATUS.draft ? EVENT_STATUS.active : saved.statusCode;
  return eventPhase({ status: stored, startTime: saved.startTime, endTime: saved.endTime });
}
