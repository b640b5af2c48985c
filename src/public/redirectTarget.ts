import type { Location } from 'react-router';
import { AFTER_LOGIN_PATH } from '../auth/authPaths';

/** What react-admin's logout puts in navigation state: the page the user was sent away from. */
interface SentAwayState {
  nextPathname?: string;
  nextSearch?: string;
}

/** Only pages of this app behind the sign-in (never an outside address, never a public page). */
const isProtectedPage = (path: string): boolean => /^\/(admin|user)(\/|$|\?)/.test(path);

/**
 * Where to go after login (spec 1 §2): the protected page the user was sent away from (react-admin's
 * state, or a `?redirect=` link), else /admin/dashboard.
 */
export function redirectTarget(location: Pick<Location, 'search' | 'state'>): string {
  const state = (location.state ?? {}) as SentAwayState;
  const fromState = state.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : undefined;
  const fromQuery = new URLSearchParams(location.search).get('redirect') ?? undefined;
  const target = [fromState, fromQuery].find((path) => path !== undefined && isProtectedPage(path));
  return target ?? AFTER_LOGIN_PATH;
}
