import { createElement, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { CONFLICT_MESSAGE, isConflict } from '../../api/recordVersions';
import { failureNotice } from '../../api/serverMessages';
import { CLOSES_ERRORS } from '../../layout/notifications/StackedNotifications';
import { WaitingMessage } from './WaitingMessage';

/** The saved record of a Create's or an Edit's answer (other mutations answer otherwise). */
const savedRecord = (saved: unknown): RaRecord | undefined =>
  typeof saved === 'object' && saved !== null && 'id' in saved ? (saved as RaRecord) : undefined;

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
  /** Where to go after success (default the resource's list); a function gets the saved record. */
  redirectTo?: 'list' | false | ((saved: RaRecord | undefined) => string);
}

/**
 * `mutationOptions` for react-admin's `<Create>` / `<Edit>`: a waiting message while the save runs, then
 * the success message and the list, or the error message; a success closes the error messages of the attempts
 * before it (and react-admin's 'invalid form' warnings). The controller does the save (so `mutationMode`,
 * `transform` and `redirect` keep their meaning); on failure the form keeps everything typed. A validation
 * refusal of the server that reaches the error message reads in the admin's language (api/serverMessages.ts).
 */
export function useSaveMessages(
  resource: string,
  messages: SaveMessages,
  { redirectTo = 'list' }: SaveMessagesOptions = {},
) {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const translate = useTranslate();
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
      onSuccess: async (saved: unknown) => {
        settle();
        notify(messages.success, { type: 'success', ...CLOSES_ERRORS });
        // Lists of this resource (and counts that depend on it) read again on their next visit.
        await queryClient.invalidateQueries({ queryKey: [resource] });
        // Through react-admin's function form, which puts the admin's basename before the path.
        if (typeof redirectTo === 'function') redirect(() => redirectTo(savedRecord(saved)));
        else if (redirectTo) redirect(redirectTo, resource);
      },
      onError: (error: unknown) => {
        settle();
        // A save refused over another administrator's change says so (the edit form then shows what changed).
        if (isConflict(error)) return notify(CONFLICT_MESSAGE, { type: 'warning' });
        const { message, messageArgs } = failureNotice(error, messages.error(error), resource, translate);
        notify(message, { type: 'error', messageArgs });
      },
    };
  }, [notify, redirect, queryClient, translate, resource, messages, redirectTo]);
}
