import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import { signedOut } from '../../api/apiErrors';
import { subscribeToChanges, type Change } from '../../api/changeStream';
import { apiUrl } from '../../api/httpClient';
import type { AppDataProvider } from '../../api/types';
import { sessionStore } from '../../auth/session';
import { applyChanges, isOwnChange, shownResources } from './liveChanges';
import { createBurstRereads } from './rereadBursts';

/**
 * Live lists (issue 29), once per signed-in session (the layout): another administrator's change, heard on the
 * reference server's change stream, updates the open lists and the dashboard (applyChanges), once per burst of
 * changes (rereadBursts.ts); this tab's own writes are left to react-admin (isOwnChange). Against a backend
 * without the stream (the organisation's own), the shown lists are read again whenever the window regains focus,
 * and nothing is said. A stream that ends the session (expired token, signed out elsewhere) signs out as a 401
 * does.
 */
export function useLiveChanges() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  useEffect(() => {
    let stopFallback: (() => void) | undefined;
    const revalidateShown = () => void applyChanges(queryClient, dataProvider, shownResources(queryClient));
    const rereads = createBurstRereads((resources) => applyChanges(queryClient, dataProvider, resources));
    const follow = async (change: Change) => {
      if (await isOwnChange(dataProvider, change, sessionStore.getIdentity()?.email)) return;
      await rereads.hear(change.resource);
    };
    const stop = subscribeToChanges(
      { apiUrl, getToken: sessionStore.getToken },
      {
        onChange: (change) => void follow(change),
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
