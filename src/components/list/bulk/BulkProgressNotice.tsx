import { useContext, useEffect, useSyncExternalStore } from 'react';
import { CloseNotificationContext } from 'react-admin';
import { BatchProgress } from '../../import/BatchProgress';
import type { BulkProgress } from './bulkProgress';

/**
 * A long bulk run as a notification: its bar, 'x of y' and Cancel (the calls in flight finish, no other is sent);
 * it closes itself once the run is over, and the run's outcome follows it.
 */
export const BulkProgressNotice = ({ progress }: { progress: BulkProgress }) => {
  const { finished, total, cancelling, over } = useSyncExternalStore(progress.subscribe, progress.get);
  const close = useContext(CloseNotificationContext);
  useEffect(() => {
    if (over) close?.();
    // `close` is a new function on every render of the stack: only the end of the run closes the notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [over]);
  return (
    <BatchProgress finished={finished} total={total} cancelling={cancelling} onCancel={progress.cancel} />
  );
};
