import { useState } from 'react';
import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { useResourceContext, useWarnWhenUnsavedChanges } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';
import { useKeepChangesAfterRefusal } from './SubmitOutcome';

/** What react-admin's Form gives its `WarnWhenUnsavedChangesComponent`. */
interface UnsavedChangesGuardProps {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}

/** The kinds of react-admin mutation (`useCreate`, `useUpdate`: `[resource, kind, params]`) a form's save runs. */
const SAVE_KINDS = new Set(['create', 'update']);

/** The last create or update of `resource` (react-admin's `useCreate`, `useUpdate`) sent, if any. */
function lastSaveOf(queryClient: QueryClient, resource: string | undefined): Mutation | undefined {
  return queryClient
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
}

/**
 * react-admin's question before a navigation leaves a form's unsaved changes (its own WarnWhenUnsavedChanges), not
 * asked while the form is being submitted. A saved form's redirect (useSaveMessages, as react-admin's own) navigates
 * from the save's success, before react-hook-form counts the submission successful, so react-admin's guard holds it
 * and lets it go once the next render shows the success. When a render comes between the two (a busy browser), the
 * guard asks "leave the page?" after a successful save, and a No (or a test browser, which dismisses the question)
 * leaves the admin on the saved form. Leaving while a save is on its way goes without the question: the save goes on.
 *
 * A refused save leaves react-hook-form counting the submission successful, which disarms react-admin's guard
 * (useKeepChangesAfterRefusal): the refusal here is the form's own create or update of its resource, sent since
 * the form opened, when it failed. Forms that submit through a handler of their own (an upload, adding a group
 * member) say their outcome with SubmitOutcome.
 */
export const UnsavedChangesGuard = ({ enable, formRootPathName, formControl }: UnsavedChangesGuardProps) => {
  const { isSubmitting, isSubmitSuccessful } = useFormState({ control: formControl });
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  // Only a save sent since this form opened is its own: another form's refused save stays in react-query's cache
  // for minutes.
  const [openedAt] = useState(Date.now);
  const lastSave = isSubmitSuccessful ? lastSaveOf(queryClient, resource) : undefined;
  const refused = lastSave?.state.status === 'error' && lastSave.state.submittedAt >= openedAt;
  useKeepChangesAfterRefusal(refused ? lastSave : undefined, formControl);
  useWarnWhenUnsavedChanges(Boolean(enable) && !isSubmitting, formRootPathName, formControl);
  return null;
};
