import { Navigate } from 'react-router';
import { useBasename } from 'react-admin';
import { EventPhaseList } from './EventPhaseList';
import { phaseListPath } from './eventPhases';

/** The five lists at /events/{upcoming,ongoing,past,cancel,draft} (spec 2 §2). */
export const UpcomingEventList = () => <EventPhaseList phase="upcoming" />;
export const OngoingEventList = () => <EventPhaseList phase="ongoing" />;
export const PastEventList = () => <EventPhaseList phase="past" />;
export const CancelledEventList = () => <EventPhaseList phase="cancelled" />;
export const DraftEventList = () => <EventPhaseList phase="draft" />;

/** /events itself opens the upcoming list (spec 2 §2), also when reached from inside the admin. */
export const EventListRedirect = () => {
  const basename = useBasename();
  return <Navigate to={`${basename}${phaseListPath('upcoming')}`} replace />;
};
