import { useMemo } from 'react';
import { useResourceContext } from 'react-admin';
import { useNotifyFailure } from '../list/useFailureNotice';

/**
 * `queryOptions` for react-admin's Edit and Show: a record that fails to load is announced with the error's
 * message (spec 3 §8: 'an error snackbar with the error message'), in the admin's language (useNotifyFailure: a
 * record gone, a server's error page), and the page stays, showing its error text, instead of react-admin's
 * default redirect to the list. `options` (a stable object: `select`, …) are kept beside it.
 */
export function useLoadErrorNotice<O extends object>(options?: O) {
  const notifyFailure = useNotifyFailure(useResourceContext());
  return useMemo(
    () => ({
      ...options,
      onError: (error: Error) => void notifyFailure(error),
    }),
    [notifyFailure, options],
  );
}
