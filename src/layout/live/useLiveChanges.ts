import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import { signedOut } from '../../api/apiErrors';
import { subscribeToChanges } from '../../api/changeStream';
import { apiUrl } from '../../api/httpClient';
import type { AppDataProvider } from '../../api/types';
import { sessionStore } from '../../auth/session';
import { applyChanges, followChange, shownResources } from './liveChanges';
import { liveEvents } from './liveEvents';
import { createBurstRereads } from './rereadBursts';

/**
 * Live lists (issue 29), once per signed-in session (the layout): another administrator's change, heard on the
 * reference server's change stream, updates the open lists and the dashboard (applyChanges), once per burst of
 * changes (rereadBursts.ts), then marks its row for a moment (changedRows.ts); this tab's own writes are left to
 * react-admin (followChange); an open edit form hears the changes of its record and who else has it open
 * (liveEvents.ts). Against a backend without the stream (the organisation's own), the shown lists are read again
 * whenever the window regains focus, and nothing is said. A stream that ends the session (expired token, signed
 * out elsewhere) signs out as a 401 does.
 */
export function useLiveChanges() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  useEffect(() => {
    let stopFallback: (() => void) | undefined;
    const revalidateShown = () => void applyChanges(queryClient, dataProvider, shownResources(queryClient));
    const rereads = createBurstRereads((resources) => applyChanges(queryClient, dataProvider, resources));
    const stop = subscribeToChanges(
      { apiUrl, getToken: sessionStore.getToken },
      {
        onChange: (change) =>
          void followChange(dataProvider, change, sessionStore.getIdentity()?.email, rereads.hear),
        onPresence: (change) => liveEvents.presence.publish(change),
        onUnavailable: () => {
          window.addEventListener('focus', revalidateShown);
          stopFallback = () => window.removeEventListener('focus', revalidateShown);
        },
        onSignedOut: () => void logoutIfAccessDenied(signedOut()),
      },
    );
    return () => {
      stop();
      rereads.stop();
      stopFallback?.();
    };
    // One subscription per session: the provider and the query client live as long as it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
