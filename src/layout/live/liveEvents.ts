import type { Change, PresenceChange } from '../../api/changeStream';

type Listener<T> = (event: T) => void;

/** A set of listeners for one kind of event, in memory. */
function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    publish(event: T) {
      for (const listener of listeners) listener(event);
    },
    /** Calls `listener` with every event from now on; returns the unsubscribe. */
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * What the session's change stream hears (useLiveChanges), handed on to the screens that care: an open edit form
 * follows the changes of its record ("Changed by …") and who else has it open (presence).
 */
export const liveEvents = {
  changes: channel<Change>(),
  presence: channel<PresenceChange>(),
};
