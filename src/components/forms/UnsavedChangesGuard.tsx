import { useWarnWhenUnsavedChanges } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';

/** What react-admin's Form gives its `WarnWhenUnsavedChangesComponent`. */
interface UnsavedChangesGuardProps {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}

/**
 * react-admin's question before a navigation leaves a form's unsaved changes (its own WarnWhenUnsavedChanges), not
 * asked while the form is being submitted. A saved form's redirect (useSaveMessages, as react-admin's own) navigates
 * from the save's success, before react-hook-form counts the submission successful, so react-admin's guard holds it
 * and lets it go once the next render shows the success. When a render comes between the two (a busy browser), the
 * guard asks "leave the page?" after a successful save, and a No (or a test browser, which dismisses the question)
 * leaves the admin on the saved form. Leaving while a save is on its way goes without the question: the save goes on.
 */
export const UnsavedChangesGuard = ({ enable, formRootPathName, formControl }: UnsavedChangesGuardProps) => {
  const { isSubmitting } = useFormState({ control: formControl });
  useWarnWhenUnsavedChanges(Boolean(enable) && !isSubmitting, formRootPathName, formControl);
  return null;
};
