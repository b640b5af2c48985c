import type { RaRecord } from 'react-admin';
import { formatDate, formatTime } from '../format/dates';

/** One field a write changed, as the activity log records it. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An entry of the activity log (GET /v1/admin/activity, ra-data-simple-rest). */
export interface ActivityEntry extends RaRecord {
  at: string;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  label: string | null;
  changes: FieldChange[];
  /** Whether the log holds a delete of the entry's record (absent from a server older than the field). */
  recordDeleted?: boolean;
}

/** A backend without the activity endpoint (the organisation's current API) answers 404. */
export const isActivityMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * When an entry was written, as the app shows dates and times (MM-DD-YYYY hh:mm a); the time and its am/pm are
 * joined by a no-break space, so a narrow column never leaves 'PM' on a line of its own.
 */
export const activityTime = (at: unknown): string =>
  `${formatDate(at)} ${formatTime(at).replace(' ', '\u00a0')}`;
