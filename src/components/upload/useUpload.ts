import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorText } from '../../api/apiErrors';
import { useFailureNotice } from '../list/useFailureNotice';
import type { UploadOptions } from '../../api/types';
import { IDLE, uploadReducer, type UploadState } from './uploadState';

/**
 * Sends one file: given progress and cancel hooks, resolves with the answer. Usually the provider's upload,
 * `(options) => dataProvider.upload(resource, action, params, options)`, which rejects a cancel with a
 * DOMException named AbortError.
 */
export type UploadSender<T> = (options: Required<UploadOptions>) => Promise<T>;

interface UseUploadOptions<T> {
  /** Called once the file is stored (e.g. notify and go back to the list). */
  onSuccess?: (result: T) => void;
  /** The resource the file is sent to: a refusal names its fields as its screens do (`useFailureNotice`). */
  resource?: string;
}

interface UseUpload<T> {
  state: UploadState;
  /** Starts sending; the sender is kept so that `retry` sends the same file again. */
  start: (send: UploadSender<T>) => void;
  /**
   * Aborts the request in flight (the state becomes cancelled at once). Once the request has failed, while its
   * failure is being worded, there is nothing left to cancel: the failure is shown at once, in the server's words
   * until the admin's language's arrive.
   */
  cancel: () => void;
  /** Sends the last file again after a failure or a cancel. */
  retry: () => void;
  /** Back to idle (closing the dialog); aborts anything in flight. */
  reset: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload state machine (uploadState.ts) bound to a real request: real progress percentages, a cancel that
 * aborts the request, a retry that keeps the chosen file, a failure worded in the admin's language as every
 * list action's (`useFailureNotice`: a proxy's 413 page says the file is too large, not the page's words).
 * The caller says how to send. An attempt that was cancelled or superseded can no longer change the state;
 * unmounting aborts.
 */
export function useUpload<T = unknown>({ onSuccess, resource }: UseUploadOptions<T> = {}): UseUpload<T> {
  const [state, dispatch] = useReducer(uploadReducer, IDLE);
  const noticeOf = useFailureNotice(resource);
  const lastSender = useRef<UploadSender<T>>(undefined);
  const current = useRef<AbortController>(undefined);
  /** The attempt whose request failed and whose failure is being worded (a lazy chunk on the first failure). */
  const failing = useRef<{ attempt: AbortController; error: unknown }>(undefined);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    (send: UploadSender<T>) => {
      current.current?.abort();
      const attempt = new AbortController();
      current.current = attempt;
      lastSender.current = send;
      const isCurrent = () => current.current === attempt && !attempt.signal.aborted;
      dispatch({ type: 'start' });
      send({
        signal: attempt.signal,
        onProgress: (percent) => {
          if (isCurrent()) dispatch({ type: 'progress', percent });
        },
      }).then(
        (result) => {
          if (!isCurrent()) return;
          dispatch({ type: 'succeed' });
          onSuccessRef.current?.(result);
        },
        (error: unknown) => {
          if (!isCurrent()) return;
          if (isAbort(error)) return dispatch({ type: 'cancel' });
          failing.current = { attempt, error };
          void noticeOf(error).then((notice) => {
            if (isCurrent()) dispatch({ type: 'fail', error: notice });
          });
        },
      );
    },
    [noticeOf],
  );

  const cancel = useCallback(() => {
    // A wording that never loads (a stalled chunk) must not leave Cancel doing nothing.
    if (current.current && current.current === failing.current?.attempt) {
      return dispatch({ type: 'fail', error: { message: errorText(failing.current.error) } });
    }
    current.current?.abort();
    dispatch({ type: 'cancel' });
  }, []);

  const retry = useCallback(() => {
    if (lastSender.current) start(lastSender.current);
  }, [start]);

  const reset = useCallback(() => {
    current.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  return { state, start, cancel, retry, reset };
}
