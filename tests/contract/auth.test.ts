import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/auth/authErrors';
import { createAuthProvider } from '../../src/auth/authProvider';
import { forgotPassword, resetPassword } from '../../src/auth/passwordApi';
import { sessionStore } from '../../src/auth/session';
import type { HttpClient } from '../../src/api/types';
import { appHttpClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let deps: { httpClient: HttpClient };

/** Runs forgotPassword through the app and returns the token of the link the server logged. */
async function resetTokenFromLog(email: string): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await forgotPassword(email, { httpClient: deps.httpClient });
    const line = String(log.mock.calls.at(-1)?.[0]);
    return /\/reset\/([\w-]+)$/.exec(line)?.[1] ?? '';
  } finally {
    log.mockRestore();
  }
}

beforeAll(async () => {
  // The tests read the reset link from the log, as a developer would (LOG_RESET_LINKS=1).
  server = await startTestServer({ config: { logResetLinks: true } });
  deps = { httpClient: appHttpClient(server) };
});
afterAll(() => server.close());

describe('sign-in through the app authProvider (A1)', () => {
  it('signs the seeded admin in, keeping the token and an identity without the hash', async () => {
    const auth = createAuthProvider(deps);
    await auth.login({ email: server.admin.email.toUpperCase(), password: server.admin.password });
    const token = sessionStore.getToken();
    expect(token).toBeTruthy();
    expect(await server.ctx.tokens.verify(token as string)).toMatchObject({ id: expect.any(String) });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    const identity = await auth.getIdentity?.();
    expect(identity).toMatchObject({ email: server.admin.email, role: 'admin' });
    expect(JSON.stringify(identity)).not.toContain('scrypt');
    await auth.logout({});
  });

  it("rejects bad credentials with the spec's message", async () => {
    const auth = createAuthProvider(deps);
    await expect(auth.login({ email: server.admin.email, password: 'wrong-password' })).rejects.toThrow(
      AUTH_MESSAGES.invalidCredentials,
    );
    await expect(auth.login({ email: 'nobody@example.com', password: 'x' })).rejects.toThrow(
      AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('logs out on a 401 from the server', async () => {
    const auth = createAuthProvider(deps);
    await auth.login({ email: server.admin.email, password: server.admin.password });
    const status = await fetch(`${server.apiUrl}/admin/profile/view`, { method: 'POST' }).then(
      (r) => r.status,
    );
    expect(status).toBe(401);
    await expect(auth.checkError({ status })).rejects.toMatchObject({
      message: AUTH_MESSAGES.invalidAccessToken,
    });
    expect(sessionStore.getToken()).toBeNull();
  });
});

describe('forgot and reset password (A2, A3)', () => {
  it('refuses an unknown email', async () => {
    await expect(forgotPassword('nobody@example.com', { httpClient: deps.httpClient })).rejects.toMatchObject(
      {
        status: 400,
        message: 'app.auth.email_not_found',
      },
    );
  });

  it('resets the password with the emailed token once; a used or unknown token reads as an expired session', async () => {
    const token = await resetTokenFromLog(server.admin.email);
    expect(token).not.toBe('');
    await resetPassword(
      { token, newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
      deps.httpClient,
    );
    const auth = createAuthProvider(deps);
    await auth.login({ email: server.admin.email, password: 'changed-pass-1' });
    await expect(
      resetPassword(
        { token, newPassword: 'changed-pass-2', confirmPassword: 'changed-pass-2' },
        deps.httpClient,
      ),
    ).rejects.toThrow(AUTH_MESSAGES.resetExpired);
    await expect(
      resetPassword(
        { token: 'unknown', newPassword: 'x-password', confirmPassword: 'x-password' },
        deps.httpClient,
      ),
    ).rejects.toThrow(AUTH_MESSAGES.resetExpired);
  });

  it('changes nothing when the passwords differ', async () => {
    const token = await resetTokenFromLog(server.admin.email);
    await expect(
      resetPassword({ token, newPassword: 'first-pass-1', confirmPassword: 'other-pass-1' }, deps.httpClient),
    ).rejects.toThrow(AUTH_MESSAGES.resetExpired);
    const auth = createAuthProvider(deps);
    await expect(auth.login({ email: server.admin.email, password: 'other-pass-1' })).rejects.toThrow();
    await expect(
      auth.login({ email: server.admin.email, password: 'changed-pass-1' }),
    ).resolves.toBeUndefined();
  });
});
