import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify } from 'react-admin';

export interface ConfirmedMutationOptions<T> {
  /** i18n key of the dialog's question (its title). */
  question: string;
  /** Optional i18n key of a text under the question. */
  content?: string;
  /** The work done on 'Yes', for the subject the dialog was opened with. */
  mutationFn: (subject: T) => Promise<unknown>;
  /** i18n key notified on success. */
  successMessage: string;
  /** Resources whose cached queries become stale on success. */
  invalidates: string[];
}

/**
 * A 'No / Yes' confirmation (react-admin's <Confirm>) opened from anywhere, e.g. a row's actions menu:
 * `ask(subject)` opens it, Yes runs the mutation for that subject, then the success message and fresh lists;
 * a failure says why (the server's text). Render `dialog` next to the opener.
 */
export function useConfirmedMutation<T>({
  question,
  content,
  mutationFn,
  successMessage,
  invalidates,
}: ConfirmedMutationOptions<T>): { ask: (subject: T) => void; dialog: ReactNode } {
  // The subject is kept with the open dialog: a position-keyed row may show another record meanwhile.
  const [subject, setSubject] = useState<{ value: T }>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn,
    onSuccess: async () => {
      setSubject(undefined);
      notify(successMessage, { type: 'success' });
      await Promise.all(
        invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
      );
    },
    onError: (error: Error) => {
      setSubject(undefined);
      notify(error.message || 'app.common.oops_error', { type: 'error' });
    },
  });
  // Mounted only while asking: a closed dialog in every row of a list costs each page change.
  const dialog = subject && (
    <Confirm
      isOpen
      loading={isPending}
      title={question}
      content={content ?? null}
      cancel="app.common.no"
      confirm="app.common.yes"
      onConfirm={() => mutate(subject.value)}
      onClose={() => setSubject(undefined)}
    />
  );
  return { ask: (value) => setSubject({ value }), dialog };
}
