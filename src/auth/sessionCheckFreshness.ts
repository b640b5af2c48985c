import type { QueryClient } from '@tanstack/react-query';
import { ACCESS_TOKEN_KEY, sessionStore } from './session';
import { tokenExpiresAt } from './tokenState';

/** react-admin's query of authProvider.checkAuth (useAuthState, useAuthenticated), whatever its params. */
const SESSION_CHECK_KEY = ['auth', 'checkAuth'];

/** The longest delay a browser timer takes (react-query times the staleness with one); longer ones fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps a passed session check fresh until the stored token expires, and checks again at once when another tab
 * changes the stored session (its sign-in or sign-out writes localStorage: the 'storage' event).
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
      return Math.min(LONGEST_TIMER_MS, Math.max(0, expiresAt - query.state.dataUpdatedAt));
    },
  });
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) {
      void queryClient.invalidateQueries({ queryKey: SESSION_CHECK_KEY });
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
