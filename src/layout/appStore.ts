import { localStorageStore, type Store } from 'react-admin';

/**
 * Store keys that outlive a logout: per-user preferences standing in for the user data the backend lacks, and
 * the browser's language (react-admin's 'locale' key).
 */
const KEPT_ON_LOGOUT = ['shortcuts.', 'locale'];

/**
 * `store` with a reset (react-admin runs it at logout: spec 1 §4 "resets settings and all state") that
 * keeps the keys starting with one of `keptPrefixes`.
 */
export const keepOnReset = (store: Store, keptPrefixes: string[]): Store => ({
  ...store,
  reset: () => {
    for (const key of Object.keys(store.listItems?.() ?? {})) {
      if (!keptPrefixes.some((prefix) => key.startsWith(prefix))) store.removeItem(key);
    }
  },
});

/** react-admin's persisted store (list settings, sidebar, shortcuts). It never holds the login state. */
export const createAppStore = (): Store =>
  keepOnReset(localStorageStore('1', 'WellnessAdmin'), KEPT_ON_LOGOUT);
