import type { ActivityEntry } from '../../components/activity/activityTypes';

/** One record of one area, as the log names it. */
export const recordKeyOf = (entry: Pick<ActivityEntry, 'resource' | 'recordId'>): string =>
  `${entry.resource}/${entry.recordId ?? ''}`;

/**
 * The records `entries` hold a delete entry of (recordKeyOf): gone, whatever the page's other entries of them
 * say. A delete on another page of the log is not known here.
 */
export const deletedRecordsIn = (entries: readonly ActivityEntry[]): ReadonlySet<string> =>
  new Set(entries.filter((entry) => entry.action === 'delete' && entry.recordId).map(recordKeyOf));
