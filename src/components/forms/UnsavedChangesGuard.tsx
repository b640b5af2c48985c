import { useEffect, useState } from 'react';
import { useQueryClient, type Mutation } from '@tanstack/react-query';
import { useResourceContext, useWarnWhenUnsavedChanges } from 'react-admin';
import { useFormContext, useFormState, type Control } from 'react-hook-form';

/** What react-admin's Form gives its `WarnWhenUnsavedChangesComponent`. */
interface UnsavedChangesGuardProps {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}

/** The kinds of react-admin mutation (`useCreate`, `useUpdate`: `[resource, kind, params]`) a form's save runs. */
const SAVE_KINDS = new Set(['create', 'update']);

/**
 * react-admin's question before a navigation leaves a form's unsaved changes (its own WarnWhenUnsavedChanges), not
 * asked while the form is being submitted. A saved form's redirect (useSaveMessages, as react-admin's own) navigates
 * from the save's success, before react-hook-form counts the submission successful, so react-admin's guard holds it
 * and lets it go once the next render shows the success. When a render comes between the two (a busy browser), the
 * guard asks "leave the page?" after a successful save, and a No (or a test browser, which dismisses the question)
 * leaves the admin on the saved form. Leaving while a save is on its way goes without the question: the save goes on.
 *
 * react-hook-form counts a submission successful once react-admin's submit handler returns, which it also does
 * when the server refuses the save (the refusal is a notification), and react-admin's guard then lets every
 * navigation go: what was typed would be lost without a question. So once a submission counts as successful while
 * the save it sent (react-admin's create or update of the form's resource, since the form opened) was refused,
 * the flag is cleared again, keeping the values, the changes, the errors and the registered fields. A form that
 * submits through a handler of its own (an upload, adding a group member) sends no such save and is left as it is.
 */
export const UnsavedChangesGuard = ({ enable, formRootPathName, formControl }: UnsavedChangesGuardProps) => {
  const { isSubmitting, isSubmitSuccessful } = useFormState({ control: formControl });
  const { reset } = useFormContext();
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  // Only a save sent since this form opened is its own: another form's refused save stays in react-query's cache
  // for minutes.
  const [openedAt] = useState(Date.now);
  useEffect(() => {
    if (!isSubmitSuccessful) return;
    const lastSave = queryClient
      .getMutationCache()
      .findAll({
        predicate: ({ options }) => {
          const [keyResource, kind] = options.mutationKey ?? [];
          return keyResource === resource && SAVE_KINDS.has(String(kind));
        },
      })
      .reduce<Mutation | undefined>(
        (last, save) => (!last || save.state.submittedAt >= last.state.submittedAt ? save : last),
        undefined,
      );
    if (lastSave?.state.status !== 'error' || lastSave.state.submittedAt < openedAt) return;
    reset(undefined, {
      keepValues: true,
      keepDefaultValues: true,
      keepDirty: true,
      keepErrors: true,
      keepTouched: true,
      keepIsValid: true,
      keepSubmitCount: true,
      keepIsSubmitted: true,
      keepIsValidating: true,
      keepFieldsRef: true,
    });
  }, [isSubmitSuccessful, openedAt, queryClient, resource, reset]);
  useWarnWhenUnsavedChanges(Boolean(enable) && !isSubmitting, formRootPathName, formControl);
  return null;
};
