import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useResourceContext } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotifyFailure } from './useFailureNotice';

/** How long an action's success stays when its spec asks (spec 3 §9: action success snackbars 3000 ms). */
export const ACTION_SUCCESS_MS = 3000;

export interface ConfirmedMutationOptions<T> {
  /** i18n key of the dialog's question (its title). */
  question: string;
  /** Optional i18n key of a text under the question. */
  content?: string;
  /** Values for the dialog's texts ('%{name}') from the subject it was opened with. */
  translateOptions?: (subject: T) => Record<string, unknown>;
  /** The work done on 'Yes', for the subject the dialog was opened with. */
  mutationFn: (subject: T) => Promise<unknown>;
  /** i18n key notified on success. */
  successMessage: string;
  /** How long the success message stays (default: the app's default). */
  successDurationMs?: number;
  /** Resources whose cached queries become stale on success. */
  invalidates?: string[];
  /** The resource whose field labels word a refusal (default: the surrounding one). */
  resource?: string;
}

/**
 * The kit's one 'No / Yes' confirmation: `ask(subject)` opens it (from a row's button or its actions menu), Yes
 * runs the mutation for that subject, then the success message and fresh lists; a failure says why in the admin's
 * language (useNotifyFailure). Render `dialog` next to the opener: it is mounted only while asking, as a closed dialog in every row of
 * a list would cost each page change.
 */
export function useConfirmedMutation<T>({
  question,
  content,
  translateOptions,
  mutationFn,
  successMessage,
  successDurationMs,
  invalidates = [],
  resource,
}: ConfirmedMutationOptions<T>): { ask: (subject: T) => void; dialog: ReactNode } {
  // The subject is kept with the open dialog: a position-keyed row may show another record meanwhile.
  const [subject, setSubject] = useState<{ value: T }>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure(useResourceContext({ resource }));
  const { mutate, isPending } = useMutation({
    mutationFn,
    onSuccess: async () => {
      setSubject(undefined);
      notify(successMessage, { type: 'success', autoHideDuration: successDurationMs });
      await Promise.all(
        invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
      );
    },
    onError: (error: Error) => {
      setSubject(undefined);
      void notifyFailure(error);
    },
  });
  const dialog = subject && (
    <ConfirmDialog
      title={question}
      content={content}
      translateOptions={translateOptions?.(subject.value)}
      loading={isPending}
      onConfirm={() => mutate(subject.value)}
      onClose={() => setSubject(undefined)}
    />
  );
  return { ask: (value) => setSubject({ value }), dialog };
}
