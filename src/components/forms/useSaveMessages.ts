import { createElement, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect } from 'react-admin';
import { CONFLICT_MESSAGE, isConflict } from '../../api/recordVersions';
import { WaitingMessage } from './WaitingMessage';

/** Waiting messages stay up to 60 s (spec 1 §8–9), the time a slow save may take, or until it ends. */
const WAITING_MESSAGE_MS = 60_000;

export interface SaveMessages {
  /** i18n keys. */
  waiting: string;
  success: string;
  /** The error's i18n key (or text) from the failure. */
  error: (error: unknown) => string;
}

interface SaveMessagesOptions {
  /** Where to go after success (default the resource's list). */
  redirectTo?: 'list' | false | (() => string);
}

/**
 * `mutationOptions` for react-admin's `<Create>` / `<Edit>`: a waiting message while the save runs, then
 * the success message and the list, or the error message. The controller does the save (so `mutationMode`,
 * `transform` and `redirect` keep their meaning); on failure the form keeps everything typed.
 */
export function useSaveMessages(
  resource: string,
  messages: SaveMessages,
  { redirectTo = 'list' }: SaveMessagesOptions = {},
) {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const settleWaiting = useRef<() => void>(undefined);
  return useMemo(() => {
    const settle = () => {
      settleWaiting.current?.();
      settleWaiting.current = undefined;
    };
    return {
      onMutate: () => {
        const until = new Promise<void>((resolve) => (settleWaiting.current = resolve));
        notify(createElement(WaitingMessage, { message: messages.waiting, until }), {
          type: 'info',
          autoHideDuration: WAITING_MESSAGE_MS,
        });
      },
      onSuccess: async () => {
        settle();
        notify(messages.success, { type: 'success' });
        // Lists of this resource (and counts that depend on it) read again on their next visit.
        await queryClient.invalidateQueries({ queryKey: [resource] });
        if (typeof redirectTo === 'function') redirect(redirectTo);
        else if (redirectTo) redirect(redirectTo, resource);
      },
      onError: (error: unknown) => {
        settle();
        // A save refused over another administrator's change says so (the edit form then shows what changed).
        if (isConflict(error)) notify(CONFLICT_MESSAGE, { type: 'warning' });
        else notify(messages.error(error), { type: 'error' });
      },
    };
  }, [notify, redirect, queryClient, resource, messages, redirectTo]);
}
