import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotify } from 'react-admin';

/** Once per page load: a session restored from the stored token says 'Logged in with JWT' (spec 1 §4). */
let announced = false;

/** The login page passes `{ signedIn: true }`: a fresh login is not a restored session. */
export function useSessionRestoredNotice() {
  const notify = useNotify();
  const { state } = useLocation();
  const freshLogin = (state as { signedIn?: boolean } | null)?.signedIn === true;
  useEffect(() => {
    if (announced) return;
    announced = true;
    if (!freshLogin) notify('app.auth.logged_in_with_jwt', { type: 'info' });
  }, [freshLogin, notify]);
}
