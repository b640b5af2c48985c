import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, IDENTITY_KEY } from '../../src/auth/session';
import { keepSessionCheckFresh } from '../../src/auth/sessionCheckFreshness';
import { jwt } from './fakeApi';

const START = Date.UTC(2030, 0, 1);
const TOKEN_LIFETIME_MS = 60_000;

/** react-admin's session check as useAuthenticated asks for it. */
const CHECK_KEY = ['auth', 'checkAuth', {}];

describe('keepSessionCheckFresh', () => {
  let queryClient: QueryClient;
  let stopFollowing: () => void;
  const checkAuth = vi.fn(async () => true);
  const unsubscribers: (() => void)[] = [];

  /** A screen mounting: one more observer of the check, as react-admin's useAuthenticated makes. */
  const mountScreen = async () => {
    const observer = new QueryObserver(queryClient, {
      queryKey: CHECK_KEY,
      queryFn: checkAuth,
      retry: false,
    });
    unsubscribers.push(observer.subscribe(() => undefined));
    await vi.advanceTimersByTimeAsync(0);
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    checkAuth.mockClear();
    queryClient = new QueryClient();
    stopFollowing = keepSessionCheckFresh(queryClient);
  });

  afterEach(() => {
    unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
    stopFollowing();
    queryClient.clear();
    localStorage.clear();
    vi.useRealTimers();
  });

  const storeToken = (expiresInMs: number) =>
    localStorage.setItem(
      ACCESS_TOKEN_KEY,
      jwt({ id: 'admin-1', exp: Math.floor((Date.now() + expiresInMs) / 1000) }),
    );

  it('does not check again for each screen while the token is valid', async () => {
    storeToken(TOKEN_LIFETIME_MS);
    await mountScreen();
    await mountScreen();
    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS / 2);
    await mountScreen();
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('checks again on the next screen once the token has expired', async () => {
    storeToken(TOKEN_LIFETIME_MS);
    await mountScreen();
    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS);
    await mountScreen();
    expect(checkAuth).toHaveBeenCalledTimes(2);
  });

  it('does not check again for a token without exp: the server decides', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, jwt({ id: 'admin-1' }));
    await mountScreen();
    await vi.advanceTimersByTimeAsync(30 * 24 * 3600 * 1000);
    await mountScreen();
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('checks again for each screen without a readable token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'not a token');
    await mountScreen();
    await mountScreen();
    expect(checkAuth).toHaveBeenCalledTimes(2);
  });

  it.each([ACCESS_TOKEN_KEY, null])(
    'checks again at once when another tab changes the session (key %s)',
    async (key) => {
      storeToken(TOKEN_LIFETIME_MS);
      await mountScreen();
      window.dispatchEvent(new StorageEvent('storage', { key }));
      await vi.advanceTimersByTimeAsync(0);
      expect(checkAuth).toHaveBeenCalledTimes(2);
    },
  );

  it.each([IDENTITY_KEY, null])(
    "reads the admin's identity again when another tab stores one (key %s), and only then",
    async (key) => {
      const getIdentity = vi.fn(async () => ({ id: 'admin-1' }));
      const observer = new QueryObserver(queryClient, {
        queryKey: ['auth', 'getIdentity'],
        queryFn: getIdentity,
        staleTime: 5 * 60_000, // react-admin's useGetIdentity
      });
      unsubscribers.push(observer.subscribe(() => undefined));
      await vi.advanceTimersByTimeAsync(0);
      window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY }));
      await vi.advanceTimersByTimeAsync(0);
      expect(getIdentity).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new StorageEvent('storage', { key }));
      await vi.advanceTimersByTimeAsync(0);
      expect(getIdentity).toHaveBeenCalledTimes(2);
    },
  );

  it('leaves the check alone when another tab changes something else', async () => {
    storeToken(TOKEN_LIFETIME_MS);
    await mountScreen();
    window.dispatchEvent(new StorageEvent('storage', { key: 'RaStoreWellnessAdmin.locale' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });
});
