import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, type Control } from 'react-hook-form';

/**
 * react-hook-form counts a submission successful once the form's submit handler returns, which it also does when
 * the save it started is refused afterwards (the refusal is a notification). react-admin's unsaved-changes guard
 * then lets every navigation go, and what was typed would be lost without the question. Given the refusal (a value
 * new for each refused save, undefined while there is none), this clears that flag once the submission counts as
 * successful, keeping the values, the changes, the errors and the registered fields: the guard asks again.
 */
export function useKeepChangesAfterRefusal(refusal: unknown, control?: Control): void {
  const { isSubmitSuccessful } = useFormState({ control });
  const { reset } = useFormContext();
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (refusal === undefined || refusal === handled.current || !isSubmitSuccessful) return;
    handled.current = refusal;
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
  }, [refusal, isSubmitSuccessful, reset]);
}

/**
 * The outcome of a form's own submit handler (an upload, adding a group member), where react-admin's create or
 * update is not what saves, for react-admin's unsaved-changes guard: `refusal` is the handler's last refused
 * attempt (useKeepChangesAfterRefusal); `saved` says an attempt succeeded, which may have been sent from outside
 * the form (an upload's Retry), so what is in the form counts as saved and the redirect that follows goes.
 */
export const SubmitOutcome = ({ refusal, saved }: { refusal: unknown; saved: boolean }) => {
  useKeepChangesAfterRefusal(refusal);
  const { getValues, reset } = useFormContext();
  useEffect(() => {
    if (saved) reset(getValues());
  }, [saved, getValues, reset]);
  return null;
};
