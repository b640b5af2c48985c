import { tokenState } from './tokenState';

/** localStorage key of the admin's JWT, written at login; the HTTP clients read it through `getToken`. */
export const ACCESS_TOKEN_KEY = 'jwt_access_token';

/** What react-admin's getIdentity returns for the signed-in admin (never the backend's password hash). */
export interface AdminIdentity {
  id: string;
  fullName: string;
  email: string;
  avatar?: string;
  role: 'admin';
}

/** localStorage key of the identity saved at login, beside the token (ACCESS_TOKEN_KEY). */
export const IDENTITY_KEY = 'jwt_admin_identity';

/**
 * sessionStorage key of the message key explaining the last forced sign-out. The login page lives outside
 * <Admin>, so react-admin's own notification is unmounted by the redirect; the page shows this one instead.
 */
const SIGN_OUT_NOTICE_KEY = 'auth_sign_out_notice';

/**
 * Whether this page load signed in through the login form. Kept in memory on purpose: a reload restores the
 * session from the stored token, which the admin announces as such (spec 1 §4: 'Logged in with JWT').
 */
let signedInThisPageLoad = false;

/** The signed-in admin's token and identity, and the reason of a forced sign-out. */
export const sessionStore = {
  getToken(): string | null {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  },
  /**
   * The token the API clients send: null once it has expired (or cannot be read), so a call made before
   * checkAuth has looked at it is refused without a request rather than answered 401 by the server.
   */
  getUsableToken(): string | null {
    const token = sessionStore.getToken();
    return token !== null && tokenState(token) === 'valid' ? token : null;
  },
  /** Saves a fresh login, and drops the notice of an earlier forced sign-out. */
  begin(token: string, identity: AdminIdentity): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    sessionStore.setIdentity(identity);
    sessionStorage.removeItem(SIGN_OUT_NOTICE_KEY);
    signedInThisPageLoad = true;
  },
  /** Keeps the session with a new token (the server ended the others after a password or email change). */
  replaceToken(token: string): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  },
  /** True once after a login through the form in this page load (not after a reload). */
  takeFreshLogin(): boolean {
    const fresh = signedInThisPageLoad;
    signedInThisPageLoad = false;
    return fresh;
  },
  getIdentity(): AdminIdentity | null {
    const text = localStorage.getItem(IDENTITY_KEY);
    if (!text) return null;
    try {
      return JSON.parse(text) as AdminIdentity;
    } catch {
      return null;
    }
  },
  setIdentity(identity: AdminIdentity): void {
    localStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
  },
  /** Forgets the token and the identity. */
  clear(): void {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(IDENTITY_KEY);
  },
  /** Clears the session and remembers why, for the login page (`takeSignOutNotice`). */
  endWithNotice(messageKey: string): void {
    sessionStore.clear();
    sessionStorage.setItem(SIGN_OUT_NOTICE_KEY, messageKey);
  },
  /**
   * The message key of the last forced sign-out, left in place: a login page that mounts again (its providers
   * loading the language) must still find it. `takeSignOutNotice` removes it once shown and closed.
   */
  peekSignOutNotice(): string | null {
    return sessionStorage.getItem(SIGN_OUT_NOTICE_KEY);
  },
  /** The message key of the last forced sign-out, once (it is removed as it is read). */
  takeSignOutNotice(): string | null {
    const key = sessionStorage.getItem(SIGN_OUT_NOTICE_KEY);
    sessionStorage.removeItem(SIGN_OUT_NOTICE_KEY);
    return key;
  },
};
