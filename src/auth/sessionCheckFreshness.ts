import type { QueryClient } from '@tanstack/react-query';
import { ACCESS_TOKEN_KEY, IDENTITY_KEY, sessionStore } from './session';
import { tokenExpiresAt } from './tokenState';

/** react-admin's query of authProvider.checkAuth (useAuthState, useAuthenticated), whatever its params. */
const SESSION_CHECK_KEY = ['auth', 'checkAuth'];
/** react-admin's query of authProvider.getIdentity (the name and avatar in the app bar). */
const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'];

/**
 * The longest staleness react-query can time: a browser timer takes at most 2^31 - 1 ms (longer ones fire at once),
 * and react-query adds 1 ms to it.
 */
const LONGEST_STALE_MS = 2 ** 31 - 2;

/**
 * Keeps a passed session check fresh until the stored token expires, and checks again at once when another tab
 * changes the stored session (its sign-in or sign-out writes localStorage: the 'storage' event). The admin's
 * identity is read again too when another tab stores a new one (a sign-in as another admin, a profile saved).
 *
 * Why (issue 28, the warm visit's first row): react-admin runs checkAuth again whenever a screen mounts
 * (useAuthenticated) or the window regains focus, and <Admin>'s routes follow that query's fetching state, so
 * each run re-rendered the whole layout (about 1,000 components, some 20 ms before the first screen's rows).
 * checkAuth only reads the stored token (authProvider.ts): its answer cannot change before the token expires but
 * through storage. A sign-out in this tab clears the query cache (react-admin's logout).
 * Returns what stops following the other tabs.
 */
export function keepSessionCheckFresh(queryClient: QueryClient, target: Window = window): () => void {
  queryClient.setQueryDefaults(SESSION_CHECK_KEY, {
    staleTime: (query) => {
      const token = sessionStore.getToken();
      const expiresAt = token === null ? null : tokenExpiresAt(token);
      if (expiresAt === null) return 0;
      // A token without exp: fresh until storage changes (react-query times no staleness for Infinity).
      if (expiresAt === Infinity) return Infinity;
      return Math.min(LONGEST_STALE_MS, Math.max(0, expiresAt - query.state.dataUpdatedAt));
    },
  });
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) {
      void queryClient.invalidateQueries({ queryKey: SESSION_CHECK_KEY });
    }
    if (event.key === IDENTITY_KEY || event.key === null) {
      void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
