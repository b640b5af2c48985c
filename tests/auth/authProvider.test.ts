import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/auth/authProvider';
import { IDENTITY_KEY, sessionStore } from '../../src/auth/session';
import { ACCESS_TOKEN_KEY } from '../../src/auth/session';
import { API_URL, expiredToken, fakeApi, httpError, validToken } from './fakeApi';

// tests/setup.ts clears localStorage only; the sign-out notice lives in sessionStorage.
beforeEach(() => sessionStorage.clear());

const loginAnswer = (token: string, avatar?: string) => ({
  token,
  user: {
    _id: '64a0',
    uuid: 'admin-uuid',
    name: 'Ada Admin',
    email: 'ada@example.test',
    countryCode: 1,
    phone: '5550100',
    password: '$2b$10$hashhashhash',
    avatar,
    __v: 0,
  },
});

function signIn(token = validToken()) {
  sessionStore.begin(token, {
    id: 'admin-uuid',
    fullName: 'Ada Admin',
    email: 'ada@example.test',
    role: 'admin',
  });
}

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );

describe('login', () => {
  it('posts only email and password, publicly, to /admin/login', async () => {
    const { deps, calls } = fakeApi(() => loginAnswer(validToken()));
    await createAuthProvider(deps).login({ email: 'ada@example.test', password: 'secret', remember: true });
    expect(calls).toMatchObject([
      {
        url: `${API_URL}/admin/login`,
        method: 'POST',
        path: '/admin/login',
        body: { email: 'ada@example.test', password: 'secret' },
        auth: false,
      },
    ]);
  });

  it('stores the token and an identity without the password hash', async () => {
    const token = validToken();
    const { deps } = fakeApi(() => loginAnswer(token, 'public/images/admin/ada.png'));
    await createAuthProvider(deps).login({ email: 'ada@example.test', password: 'secret' });

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    expect(sessionStore.getIdentity()).toEqual({
      id: 'admin-uuid',
      fullName: 'Ada Admin',
      email: 'ada@example.test',
      avatar: '/public/images/admin/ada.png',
      role: 'admin',
    });
    const everythingStored = Object.values({ ...localStorage }).join(' ');
    expect(everythingStored).not.toContain('$2b$');
    expect(everythingStored).not.toContain('secret');
  });

  it('keeps an absolute photo URL and leaves the avatar out when there is none', async () => {
    const s3 = 'https://bucket.s3.amazonaws.com/ada.png';
    await createAuthProvider(fakeApi(() => loginAnswer(validToken(), s3)).deps).login({
      email: 'a@b.c',
      password: 'x',
    });
    expect(sessionStore.getIdentity()?.avatar).toBe(s3);

    await createAuthProvider(fakeApi(() => loginAnswer(validToken())).deps).login({
      email: 'a@b.c',
      password: 'x',
    });
    expect(sessionStore.getIdentity()?.avatar).toBeUndefined();
  });

  it('rejects bad credentials with the spec message key and stores nothing', async () => {
    const { deps } = fakeApi(() => {
      throw httpError(401);
    });
    const reason = await rejectionOf(createAuthProvider(deps).login({ email: 'a@b.c', password: 'bad' }));
    expect((reason as Error).message).toBe('app.auth.invalid_credentials');
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getIdentity()).toBeNull();
  });

  it('keeps the client message when the server did not answer', async () => {
    const { deps } = fakeApi(() => {
      throw httpError(0, 'app.common.network_error');
    });
    const reason = await rejectionOf(createAuthProvider(deps).login({ email: 'a@b.c', password: 'x' }));
    expect((reason as Error).message).toBe('app.common.network_error');
  });

  it('drops the notice of an earlier forced sign-out', async () => {
    sessionStore.endWithNotice('app.auth.access_token_expired');
    await createAuthProvider(fakeApi(() => loginAnswer(validToken())).deps).login({
      email: 'a@b.c',
      password: 'x',
    });
    expect(sessionStore.takeSignOutNotice()).toBeNull();
  });

  it('marks the page load as freshly signed in, once (a restored session is not)', async () => {
    sessionStore.takeFreshLogin();
    expect(sessionStore.takeFreshLogin()).toBe(false);
    await createAuthProvider(fakeApi(() => loginAnswer(validToken())).deps).login({
      email: 'a@b.c',
      password: 'x',
    });
    expect(sessionStore.takeFreshLogin()).toBe(true);
    expect(sessionStore.takeFreshLogin()).toBe(false);
  });
});

describe('checkAuth', () => {
  const checkAuth = () => createAuthProvider(fakeApi(() => null).deps).checkAuth({});

  it('rejects silently towards the public /login when there is no token', async () => {
    expect(await rejectionOf(checkAuth())).toEqual({ message: false, redirectTo: '/login' });
    expect(sessionStore.takeSignOutNotice()).toBeNull();
  });

  it('resolves with a token that has not expired, keeping the session', async () => {
    signIn();
    await expect(checkAuth()).resolves.toBeUndefined();
    expect(sessionStore.getToken()).not.toBeNull();
  });

  it('clears an expired session and says access_token expired', async () => {
    signIn(expiredToken());
    expect(await rejectionOf(checkAuth())).toEqual({
      message: 'app.auth.access_token_expired',
      redirectTo: '/login',
    });
    expect(sessionStore.getToken()).toBeNull();
    expect(localStorage.getItem(IDENTITY_KEY)).toBeNull();
    expect(sessionStore.takeSignOutNotice()).toBe('app.auth.access_token_expired');
  });

  it('clears a malformed token', async () => {
    signIn('not-a-jwt');
    expect(await rejectionOf(checkAuth())).toEqual({
      message: 'app.auth.invalid_access_token',
      redirectTo: '/login',
    });
    expect(sessionStore.getToken()).toBeNull();
  });

  it('does not loop: after a failure every further check rejects silently, and logout still resolves', async () => {
    signIn(expiredToken());
    const provider = createAuthProvider(fakeApi(() => null).deps);
    await rejectionOf(provider.checkAuth({}));
    // What react-admin does next: logout, then (logoutIfAccessDenied) checkAuth again.
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(await rejectionOf(provider.checkAuth({}))).toEqual({ message: false, redirectTo: '/login' });
  });
});

describe('checkError', () => {
  const provider = () => createAuthProvider(fakeApi(() => null).deps);

  it('signs out on a 401 and says Invalid access_token', async () => {
    signIn();
    expect(await rejectionOf(provider().checkError(httpError(401)))).toEqual({
      message: 'app.auth.invalid_access_token',
      redirectTo: '/login',
    });
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getIdentity()).toBeNull();
  });

  it('says access_token expired for a call refused because the stored token had expired', async () => {
    signIn(expiredToken());
    expect(await rejectionOf(provider().checkError(httpError(401)))).toEqual({
      message: 'app.auth.access_token_expired',
      redirectTo: '/login',
    });
    expect(sessionStore.takeSignOutNotice()).toBe('app.auth.access_token_expired');
  });

  it('keeps the reason of a sign-out that came first (a call still on its way when checkAuth found the token expired)', async () => {
    signIn(expiredToken());
    const auth = provider();
    await rejectionOf(auth.checkAuth({}));
    expect(await rejectionOf(auth.checkError(httpError(401)))).toEqual({
      message: false,
      redirectTo: '/login',
    });
    expect(sessionStore.takeSignOutNotice()).toBe('app.auth.access_token_expired');
  });

  it.each([400, 404, 500, 0])('keeps the session on status %i', async (status) => {
    signIn();
    await expect(provider().checkError(httpError(status, 'boom'))).resolves.toBeUndefined();
    expect(sessionStore.getToken()).not.toBeNull();
  });

  it('keeps the session on an error without a status', async () => {
    signIn();
    await expect(provider().checkError(new Error('boom'))).resolves.toBeUndefined();
    expect(sessionStore.getIdentity()).not.toBeNull();
  });
});

describe('identity', () => {
  const provider = () => createAuthProvider(fakeApi(() => null).deps);

  it('gives the stored identity to a signed-in user', async () => {
    signIn();
    await expect(provider().getIdentity?.()).resolves.toMatchObject({
      id: 'admin-uuid',
      fullName: 'Ada Admin',
    });
  });

  it('gives no identity when signed out', async () => {
    await expect(provider().getIdentity?.()).rejects.toThrow();
  });
});

describe('logout', () => {
  it('clears the session, calls onLogout and goes to the public /login', async () => {
    signIn();
    const onLogout = vi.fn();
    const provider = createAuthProvider({ ...fakeApi(() => null).deps, onLogout });
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(onLogout).toHaveBeenCalledOnce();
    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getIdentity()).toBeNull();
  });

  it('ends the session on the server with the token it had (POST /admin/logout)', async () => {
    const token = validToken();
    signIn(token);
    const api = fakeApi(() => 'Signed out');
    await expect(createAuthProvider(api.deps).logout({})).resolves.toBe('/login');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url).toBe(`${API_URL}/admin/logout`);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/admin/logout', token });
    expect(api.calls[0]?.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('signs out at once when the server does not answer or refuses, and skips the call without a token', async () => {
    for (const httpClient of [
      () => new Promise<never>(() => undefined),
      () => Promise.reject(httpError(0, 'ra.notification.http_error')),
    ]) {
      signIn();
      const provider = createAuthProvider({ httpClient: vi.fn(httpClient) as never });
      await expect(provider.logout({})).resolves.toBe('/login');
      expect(sessionStore.getToken()).toBeNull();
    }
    const api = fakeApi(() => null);
    await createAuthProvider(api.deps).logout({});
    expect(api.calls).toHaveLength(0);
  });

  it('still signs out when onLogout fails', async () => {
    signIn();
    const provider = createAuthProvider({
      ...fakeApi(() => null).deps,
      onLogout: () => Promise.reject(new Error('cache')),
    });
    await expect(provider.logout({})).resolves.toBe('/login');
    expect(sessionStore.getToken()).toBeNull();
  });
});

describe('the token the API clients send', () => {
  it('is the stored token while it is valid, and none once it has expired or cannot be read', () => {
    const token = validToken();
    signIn(token);
    expect(sessionStore.getUsableToken()).toBe(token);
    signIn(expiredToken());
    expect(sessionStore.getUsableToken()).toBeNull();
    signIn('not-a-jwt');
    expect(sessionStore.getUsableToken()).toBeNull();
    sessionStore.clear();
    expect(sessionStore.getUsableToken()).toBeNull();
  });
});
