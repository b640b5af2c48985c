import { Link, useCreatePath } from 'react-admin';
import { LINKABLE_RESOURCES, type ActivityEntry } from './activityTypes';

const isLinkable = (resource: string): boolean =>
  (LINKABLE_RESOURCES as readonly string[]).includes(resource);

/** The entry's record by its label, linking to its edit screen when the resource has one. */
export const ActivityRecordLink = ({ entry }: { entry: ActivityEntry }) => {
  const createPath = useCreatePath();
  const text = entry.label ?? entry.recordId ?? '';
  if (!entry.recordId || !isLinkable(entry.resource)) return <>{text}</>;
  return (
    <Link to={createPath({ resource: entry.resource, type: 'edit', id: entry.recordId })} underline="hover">
      {text}
    </Link>
  );
};
