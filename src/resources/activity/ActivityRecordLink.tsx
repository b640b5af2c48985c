import { Link, useCreatePath } from 'react-admin';
import type { ActivityEntry } from '../../components/activity/activityTypes';
import { ACTIVITY_AREAS } from './activityAreas';
import { withBreaks } from '../../components/activity/withBreaks';

/**
 * The entry's record by its label, linking to its edit screen when the resource has one. The label (a name, or an
 * admin's email) is isolated in its own direction, so an email reads left to right on a right-to-left page, and
 * wraps at its '@' and dots, not inside a word.
 */
export const ActivityRecordLink = ({ entry }: { entry: ActivityEntry }) => {
  const createPath = useCreatePath();
  const text = entry.label ?? entry.recordId ?? '';
  if (!entry.recordId || !ACTIVITY_AREAS.get(entry.resource)?.linkable) return <bdi>{withBreaks(text)}</bdi>;
  return (
    <Link to={createPath({ resource: entry.resource, type: 'edit', id: entry.recordId })} underline="hover">
      <bdi>{withBreaks(text)}</bdi>
    </Link>
  );
};
