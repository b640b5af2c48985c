import type { AuthProvider } from 'react-admin';
import { mediaUrl } from '../components/media/mediaUrl';
import { apiUrl, createHttpClient } from '../api/httpClient';
import type { HttpClient } from '../api/types';
import { AUTH_MESSAGES, refusal, statusOf } from './authErrors';
import { LOGIN_PATH } from './authPaths';
import { sessionStore, type AdminIdentity } from './session';
import { tokenState } from './tokenState';

interface AuthProviderOptions {
  /** The /v1 client (default: the app's, with the stored token); tests pass a fake. */
  httpClient?: HttpClient;
  /** Runs after the session is cleared on logout (the app empties the dataProvider's cache). */
  onLogout?: () => void | Promise<void>;
}

interface LoginParams {
  email: string;
  password: string;
}

/** The parts of the login answer's `user` (the whole Admin document, password hash included) we keep. */
interface LoginUser {
  uuid: string;
  name?: string;
  email: string;
  avatar?: string;
}

interface LoginAnswer {
  user: LoginUser;
  token: string;
}

/**
 * What checkAuth/checkError reject with. react-admin notifies `message` (a key; false = say nothing) and
 * calls logout(…, redirectTo).
 *
 * Why '/login' escapes the '/admin' basename: the app renders <Admin basename="/admin"> inside its own
 * router (src/main.tsx, no router basename), so react-admin's useLogout navigates with that router and an absolute
 * path is taken as is; only react-admin's default (`${basename}/login`) would stay inside the admin. The same
 * path is what logout() resolves to, so every sign-out (checkAuth, checkError, the Logout menu item, react-admin's
 * LogoutOnMount) lands on the public login page. No loop: each rejection clears the session first, so the
 * login page finds no token to bounce back with, and logout() never rejects. The parent router must not wrap
 * navigations in React transitions (`<RouterProvider useTransitions={false}>`, as react-admin's own router):
 * otherwise useLogout's cache reset interrupts its pending navigation and react-admin re-runs
 * checkAuth → logout about twenty times (tests/auth/authRedirect.test.tsx).
 */
interface AuthRejection {
  message: string | false;
  redirectTo: string;
}

const reject = (message: string | false): Promise<never> =>
  Promise.reject<never>({ message, redirectTo: LOGIN_PATH } satisfies AuthRejection);

/** Ends a session whose token failed, remembering why for the login page: expired, or refused / unreadable. */
function endSession(token: string): Promise<never> {
  const message =
    tokenState(token) === 'expired' ? AUTH_MESSAGES.accessTokenExpired : AUTH_MESSAGES.invalidAccessToken;
  sessionStore.endWithNotice(message);
  return reject(message);
}

/** How long the best-effort server logout may take before it is given up. */
const LOGOUT_TIMEOUT_MS = 5000;

const isSignedIn = (): boolean => sessionStore.getToken() !== null;

export function createAuthProvider(options: AuthProviderOptions = {}): AuthProvider {
  const httpClient = options.httpClient ?? createHttpClient({ apiUrl, getToken: sessionStore.getToken });

  const toIdentity = (user: LoginUser): AdminIdentity => ({
    id: user.uuid,
    fullName: user.name ?? user.email,
    email: user.email,
    // A stored photo path is relative to the backend host, as every stored image.
    avatar: mediaUrl(user.avatar),
    role: 'admin',
  });

  return {
    async login({ email, password }: LoginParams) {
      let answer: LoginAnswer;
      try {
        // The backend refuses any key beyond these two (api-contract A1).
        ({ data: answer } = await httpClient<LoginAnswer>({
          method: 'POST',
          path: '/admin/login',
          body: { email, password },
          auth: false,
        }));
      } catch (error) {
        throw refusal(error, AUTH_MESSAGES.invalidCredentials);
      }
      if (!answer?.token || !answer.user?.uuid) throw new Error(AUTH_MESSAGES.invalidCredentials);
      sessionStore.begin(answer.token, toIdentity(answer.user));
    },

    async checkAuth() {
      const token = sessionStore.getToken();
      // Never signed in (or already signed out): no message, as the spec's no-token state.
      if (token === null) return reject(false);
      if (tokenState(token) === 'valid') return;
      return endSession(token);
    },

    async checkError(error: unknown) {
      // Only a 401 means the session is gone; 400/404/500 and network failures (status 0) keep it.
      if (statusOf(error) !== 401) return;
      const token = sessionStore.getToken();
      // Already signed out (checkAuth found the token expired while this call was on its way): its reason stays.
      if (token === null) return reject(false);
      return endSession(token);
    },

    async logout() {
      const token = sessionStore.getToken();
      sessionStore.clear();
      // Ends the session on the server too, best-effort: not awaited, so an unreachable server never holds
      // the sign-out up (after a 401 there is no token left and nothing to end).
      if (token) {
        httpClient({
          method: 'POST',
          path: '/admin/logout',
          token,
          timeoutMs: LOGOUT_TIMEOUT_MS,
        }).catch(() => undefined);
      }
      try {
        await options.onLogout?.();
      } catch {
        // A failed cache clean-up must not keep the admin signed in: react-admin redirects only on success.
      }
      return LOGIN_PATH;
    },

    async getIdentity() {
      const identity = sessionStore.getIdentity();
      if (!isSignedIn() || identity === null) throw new Error(AUTH_MESSAGES.invalidAccessToken);
      return identity;
    },

    // Neither getPermissions nor canAccess: every signed-in user is an admin who may do everything (spec 1 §6), and
    // without them react-admin grants access at once instead of asking. Asked, their async answers held the list's
    // data back a round and rendered the whole layout again, twice (issue 26: first real rows).
  };
}
