import { useState, type FormEvent } from 'react';

/**
 * The submit handler of a public form: it runs `action` once at a time and only while the form can be sent, and
 * says when the submit button is disabled (invalid, or already sending). `action` reports its own failure.
 */
export function usePendingSubmit(canSubmit: boolean, action: () => Promise<void>) {
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || pending) return;
    setPending(true);
    try {
      await action();
    } finally {
      setPending(false);
    }
  };
  return { submit, submitDisabled: !canSubmit || pending };
}
