import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { WaitingMessage } from './WaitingMessage';

/** Waiting messages stay up to 60 s (spec 1 §8–9), the time a slow save may take, or until it ends. */
export const WAITING_MESSAGE_MS = 60_000;

export interface SaveMessages {
  /** i18n keys. */
  waiting: string;
  success: string;
  /** The error's i18n key (or text) from the failure. */
  error: (error: unknown) => string;
}

export interface SaveWithMessagesOptions {
  resource: string;
  /** 'update' saves the record of the surrounding context (an Edit); 'create' adds one. */
  mode: 'create' | 'update';
  messages: SaveMessages;
  /** Where to go after success (default the resource's list). */
  redirectTo?: 'list' | false;
}

/**
 * A form's submit handler: a waiting message, then create or update, then the success message and the
 * list, or the error message. On failure nothing is reset, so the form keeps everything typed.
 */
export function useSaveWithMessages({
  resource,
  mode,
  messages,
  redirectTo = 'list',
}: SaveWithMessagesOptions) {
  const record = useRecordContext();
  const previousData = mode === 'update' ? record : undefined;
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (data: Record<string, unknown>) =>
      previousData
        ? dataProvider.update(resource, { id: previousData.id, data, previousData })
        : dataProvider.create(resource, { data }),
    onSuccess: async () => {
      notify(messages.success, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      if (redirectTo) redirect(redirectTo, resource);
    },
    onError: (error) => notify(messages.error(error), { type: 'error' }),
  });
  const save = async (values: Record<string, unknown>) => {
    const saving = mutateAsync(values);
    notify(createElement(WaitingMessage, { message: messages.waiting, until: saving }), {
      type: 'info',
      autoHideDuration: WAITING_MESSAGE_MS,
    });
    try {
      await saving;
    } catch {
      // Already reported by onError; the form stays as it is.
    }
  };
  return { save, saving: isPending };
}
