import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Confirm, useNotify } from 'react-admin';

/** How long an action's success stays when its spec asks (spec 3 §9: action success snackbars 3000 ms). */
export const ACTION_SUCCESS_MS = 3000;

export interface ConfirmActionProps {
  /** i18n key of the button. */
  label: string;
  icon?: ReactNode;
  /** i18n keys of the dialog. */
  title: string;
  content: string;
  /** The work done on 'Yes'. */
  mutationFn: () => Promise<unknown>;
  /** i18n keys notified on success / failure (the failure default is the error's own text). */
  successMessage?: string;
  /** How long the success message stays (default: the app's default). */
  successDurationMs?: number;
  errorMessage?: string;
  /** Resources whose cached queries become stale on success. */
  invalidates?: string[];
  onSuccess?: () => void;
  /** Values for the dialog's texts ('%{name}'). */
  translateOptions?: Record<string, unknown>;
  color?: 'primary' | 'error' | 'warning' | 'success' | 'inherit';
  /** The button's accessible name, when it must say more than its label (a row's: 'Delete: Gold'). */
  accessibleName?: string;
}

/** A button that asks 'No / Yes' in react-admin's <Confirm> and then runs a mutation with notifications. */
export const ConfirmAction = ({
  label,
  icon,
  title,
  content,
  mutationFn,
  successMessage,
  successDurationMs,
  errorMessage,
  invalidates = [],
  onSuccess,
  translateOptions,
  color = 'primary',
  accessibleName,
}: ConfirmActionProps) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn,
    onSuccess: async () => {
      setOpen(false);
      if (successMessage) notify(successMessage, { type: 'success', autoHideDuration: successDurationMs });
      await Promise.all(
        invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
      );
      onSuccess?.();
    },
    onError: (error: Error) => {
      setOpen(false);
      notify(errorMessage ?? (error.message || 'app.common.oops_error'), { type: 'error' });
    },
  });
  return (
    <>
      <Button
        label={label}
        color={color}
        {...(accessibleName ? { 'aria-label': accessibleName } : {})}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {icon ? <>{icon}</> : undefined}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={title}
        content={content}
        translateOptions={translateOptions}
        cancel="app.common.no"
        confirm="app.common.yes"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
