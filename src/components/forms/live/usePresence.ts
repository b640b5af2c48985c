import { useEffect, useState } from 'react';
import { apiUrl } from '../../../api/httpClient';
import {
  PRESENCE_HEARTBEAT_MS,
  createPresenceClient,
  presenceUnavailable,
  type PresenceClient,
  type Viewer,
} from '../../../api/presence';
import { sessionStore } from '../../../auth/session';
import { liveEvents } from '../../../layout/live/liveEvents';

let appClient: PresenceClient | undefined;
const presenceClient = () =>
  (appClient ??= createPresenceClient({ apiUrl, getToken: sessionStore.getToken }));

/**
 * Who else has this record open in an edit form (issue 29: presence). While the form is open, this tab says so at
 * once and every PRESENCE_HEARTBEAT_MS, and again whenever the change stream says the record's viewers changed;
 * each answer names the others. Closing the form, or the page going away, says this tab left. A backend without
 * presence (the organisation's own answers 404) gets no more calls; a failed call leaves the last names until the
 * next beat.
 */
export function usePresence(resource: string, recordId: string | undefined): Viewer[] {
  const [viewers, setViewers] = useState<Viewer[]>([]);
  useEffect(() => {
    if (recordId === undefined) return undefined;
    const client = presenceClient();
    let stopped = false;
    // Between the page's leave (pagehide) and its return from the back-forward cache, nothing is announced: a beat
    // or a stream event in the page's last moments would put the tab back on the record after its leave.
    let away = false;
    const stop = () => {
      stopped = true;
      clearInterval(beating);
      unsubscribe();
      window.removeEventListener('pagehide', leaveWithPage);
      window.removeEventListener('pageshow', comeBack);
    };
    const announce = () => {
      if (stopped || away) return;
      client.announce(resource, recordId).then(
        (others) => {
          if (!stopped) setViewers(others);
        },
        (error: unknown) => {
          if (presenceUnavailable(error)) stop();
        },
      );
    };
    const leaveWithPage = () => {
      away = true;
      client.leaveOnUnload();
    };
    // A page restored from the back-forward cache is open again.
    const comeBack = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      away = false;
      announce();
    };
    const beating = setInterval(announce, PRESENCE_HEARTBEAT_MS);
    const unsubscribe = liveEvents.presence.subscribe((change) => {
      if (change.resource === resource && change.recordId === recordId) announce();
    });
    window.addEventListener('pagehide', leaveWithPage);
    window.addEventListener('pageshow', comeBack);
    announce();
    return () => {
      const wasOn = !stopped;
      stop();
      setViewers([]);
      if (wasOn) void client.leave().catch(() => undefined);
    };
  }, [resource, recordId]);
  return viewers;
}
