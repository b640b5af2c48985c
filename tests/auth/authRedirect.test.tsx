import { act, render, screen } from '@testing-library/react';
import { CoreAdmin, ListBase, Resource, type DataProvider } from 'react-admin';
import { createMemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/auth/authProvider';
import { sessionStore } from '../../src/auth/session';
import { expiredToken, fakeApi, httpError, validToken } from './fakeApi';

beforeEach(() => sessionStorage.clear());

/** Like the real public login page: a signed-in visitor is sent back into the admin. */
function PublicLogin() {
  const location = useLocation();
  if (sessionStore.getToken()) return <Navigate to="/admin/members" />;
  const state = location.state as { nextPathname?: string } | null;
  return <p>public login page, next: {state?.nextPathname ?? 'none'}</p>;
}

const MemberList = () => (
  <ListBase>
    <p>members list</p>
  </ListBase>
);

/**
 * The app's routing (src/main.tsx): public pages beside <Admin basename="/admin"> in one parent data router. The
 * router runs without transitions, as the app's must: with React transitions, react-admin's logout (navigate,
 * then clear the query cache) keeps interrupting its own navigation and re-runs checkAuth/logout many times.
 */
function renderApp(dataProvider: Partial<DataProvider>) {
  const authProvider = createAuthProvider(fakeApi(() => null).deps);
  const checkAuth = vi.spyOn(authProvider, 'checkAuth');
  const logout = vi.spyOn(authProvider, 'logout');
  const app = (
    <Routes>
      <Route path="/login" element={<PublicLogin />} />
      <Route
        path="/admin/*"
        element={
          <CoreAdmin
            basename="/admin"
            authProvider={authProvider}
            dataProvider={dataProvider as DataProvider}
            requireAuth
          >
            <Resource name="members" list={MemberList} />
          </CoreAdmin>
        }
      />
    </Routes>
  );
  const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: ['/admin/members'] });
  render(<RouterProvider router={router} useTransitions={false} />);
  return { checkAuth, logout };
}

/** Lets any further redirect or re-check happen before counting. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

const signIn = (token: string) =>
  sessionStore.begin(token, { id: 'u', fullName: 'Ada', email: 'ada@example.test', role: 'admin' });

const emptyList = { getList: () => Promise.resolve({ data: [], total: 0 }) };

describe('auth redirects leave the /admin basename without a loop', () => {
  it('shows the admin to a signed-in user', async () => {
    signIn(validToken());
    const { logout } = renderApp(emptyList);
    expect(await screen.findByText('members list')).toBeInTheDocument();
    await settle();
    expect(logout).not.toHaveBeenCalled();
  });

  it('sends a visitor without a token to the public /login once, remembering the page', async () => {
    const { logout } = renderApp(emptyList);
    expect(await screen.findByText('public login page, next: /admin/members')).toBeInTheDocument();
    await settle();
    expect(screen.getByText(/public login page/)).toBeInTheDocument();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('sends an expired session to /login once and stays there', async () => {
    signIn(expiredToken());
    const { checkAuth, logout } = renderApp(emptyList);
    expect(await screen.findByText(/public login page/)).toBeInTheDocument();
    const checks = checkAuth.mock.calls.length;
    await settle();
    expect(screen.getByText(/public login page/)).toBeInTheDocument();
    expect(checkAuth.mock.calls.length).toBe(checks);
    expect(logout).toHaveBeenCalledOnce();
    expect(sessionStore.takeSignOutNotice()).toBe('app.auth.access_token_expired');
  });

  it('signs out to /login when a data call answers 401', async () => {
    signIn(validToken());
    const getList = vi.fn().mockRejectedValue(httpError(401));
    const { logout } = renderApp({ getList });
    expect(await screen.findByText(/public login page/)).toBeInTheDocument();
    await settle();
    expect(screen.getByText(/public login page/)).toBeInTheDocument();
    expect(logout).toHaveBeenCalledOnce();
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.takeSignOutNotice()).toBe('app.auth.invalid_access_token');
  });

  it('stays signed in when a data call fails with 500', async () => {
    signIn(validToken());
    const getList = vi.fn().mockRejectedValue(httpError(500, 'boom'));
    const { logout } = renderApp({ getList });
    expect(await screen.findByText('members list')).toBeInTheDocument();
    await settle();
    expect(getList).toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.getToken()).not.toBeNull();
  });
});
