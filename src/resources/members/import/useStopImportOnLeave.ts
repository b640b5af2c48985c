import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * While an import runs, leaving the page asks first, as react-admin's warnWhenUnsavedChanges does: a navigation
 * in the app through react-admin's useBlocker (the app's data router: src/main.tsx) and a confirm, closing or
 * reloading the tab through the browser's own warning. Leaving stops the import (`stop`, as its Cancel), so
 * what went in is what the result would have said rather than a batch sending on unseen.
 */
export function useStopImportOnLeave(running: boolean, stop: () => void) {
  const translate = useTranslate();
  const blocker = useBlocker(running);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('app.member_import.leave_confirm'))) {
      stop();
      blocker.proceed();
    } else {
      blocker.reset();
    }
    // The blocker is a new object on every render: its state says when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  // A page that goes without asking (a logout, a redirect) stops its import too.
  useEffect(() => stop, [stop]);
}
