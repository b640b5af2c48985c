import { describe, expect, it } from 'vitest';
import { forgotPassword, resetPassword } from '../../src/auth/passwordApi';
import { API_URL, fakeApi, httpError } from './fakeApi';

describe('forgotPassword', () => {
  it('posts the email publicly to /admin/forgotPassword', async () => {
    const { deps, calls } = fakeApi(() => 'message-id');
    await forgotPassword('ada@example.test', { httpClient: deps.httpClient });
    expect(calls).toMatchObject([
      {
        url: `${API_URL}/admin/forgotPassword`,
        method: 'POST',
        path: '/admin/forgotPassword',
        body: { email: 'ada@example.test' },
        auth: false,
      },
    ]);
  });

  it("sends the page's language, which the reference server words the reset mail in", async () => {
    const { deps, calls } = fakeApi(() => 'message-id');
    await forgotPassword('ada@example.test', { language: 'tr', httpClient: deps.httpClient });
    expect(calls).toMatchObject([{ path: '/admin/forgotPassword', language: 'tr' }]);
  });

  it("reads the backend's 'Email not found. :-' as the message key of an unknown address", async () => {
    const { deps } = fakeApi(() => {
      throw httpError(400, 'Email not found. :-');
    });
    await expect(forgotPassword('x@example.test', { httpClient: deps.httpClient })).rejects.toThrow(
      'app.auth.email_not_found',
    );
  });

  it('passes any other refusal on', async () => {
    const { deps } = fakeApi(() => {
      throw httpError(400, 'Mail transport error');
    });
    await expect(forgotPassword('x@example.test', { httpClient: deps.httpClient })).rejects.toThrow(
      'Mail transport error',
    );
  });
});

describe('resetPassword', () => {
  const params = { token: 'reset-jwt', newPassword: 'longpassword', confirmPassword: 'longpassword' };

  it('posts token and both passwords publicly to /admin/reset', async () => {
    const { deps, calls } = fakeApi(() => ({ acknowledged: true }));
    await resetPassword(params, deps.httpClient);
    expect(calls).toMatchObject([
      {
        url: `${API_URL}/admin/reset`,
        method: 'POST',
        path: '/admin/reset',
        body: params,
        auth: false,
      },
    ]);
  });

  it('reads a refused token (HTTP 200, body status 400) as Session Expired', async () => {
    const { deps } = fakeApi(() => {
      throw httpError(400, 'jwt expired');
    });
    await expect(resetPassword(params, deps.httpClient)).rejects.toThrow('app.auth.reset_expired');
  });

  it('keeps the client message when the server did not answer', async () => {
    const { deps } = fakeApi(() => {
      throw httpError(0, 'app.common.request_timeout');
    });
    await expect(resetPassword(params, deps.httpClient)).rejects.toThrow('app.common.request_timeout');
  });
});
