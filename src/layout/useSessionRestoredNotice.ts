import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { sessionStore } from '../auth';

/** Once per page load: a session restored from the stored token says 'Logged in with JWT' (spec 1 §4). */
let announced = false;

/** A login through the form in this page load is not a restored session; a reload after it is. */
export function useSessionRestoredNotice() {
  const notify = useNotify();
  useEffect(() => {
    if (announced) return;
    announced = true;
    if (!sessionStore.takeFreshLogin()) notify('app.auth.logged_in_with_jwt', { type: 'info' });
  }, [notify]);
}
