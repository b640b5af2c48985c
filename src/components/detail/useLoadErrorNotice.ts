import { useMemo } from 'react';
import { useNotify } from 'react-admin';

/**
 * `queryOptions` for react-admin's Edit and Show: a record that fails to load is announced with the error's
 * own text (spec 3 §8: 'an error snackbar with the error message') and the page stays, showing its error
 * text, instead of react-admin's default redirect to the list. `options` (a stable object: `select`, …) are
 * kept beside it.
 */
export function useLoadErrorNotice<O extends object>(options?: O) {
  const notify = useNotify();
  return useMemo(
    () => ({
      ...options,
      onError: (error: Error) => notify(error.message || 'app.common.oops_error', { type: 'error' }),
    }),
    [notify, options],
  );
}
