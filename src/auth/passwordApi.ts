import { defaultApiDeps, type ApiDeps } from './apiDeps';
import { AUTH_MESSAGES, refusal } from './authErrors';

export interface ResetPasswordParams {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** Asks the backend to email a reset link (public call). Rejects with the client's HttpError. */
export async function forgotPassword(email: string, deps: ApiDeps = defaultApiDeps): Promise<void> {
  await deps.httpClient(`${deps.apiUrl}/admin/forgotPassword`, {
    method: 'POST',
    path: '/admin/forgotPassword',
    body: { email },
    auth: false,
  });
}

/**
 * Sets a new password with the emailed token (public call). The backend answers a bad or expired token
 * with HTTP 200 carrying status 400, which the client already rejects; any refusal reads as the spec's
 * 'Session Expired! Please Retry Again'.
 */
export async function resetPassword(
  params: ResetPasswordParams,
  deps: ApiDeps = defaultApiDeps,
): Promise<void> {
  const { token, newPassword, confirmPassword } = params;
  try {
    await deps.httpClient(`${deps.apiUrl}/admin/reset`, {
      method: 'POST',
      path: '/admin/reset',
      body: { token, newPassword, confirmPassword },
      auth: false,
    });
  } catch (error) {
    throw refusal(error, AUTH_MESSAGES.resetExpired);
  }
}
