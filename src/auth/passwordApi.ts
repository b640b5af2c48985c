import { HttpError } from 'react-admin';
import { apiUrl, createHttpClient } from '../api/httpClient';
import type { HttpClient } from '../api/types';
import { AUTH_MESSAGES, attemptsRefusal, refusal } from './authErrors';

/** Both calls are public: no token is ever sent. */
const publicClient = createHttpClient({ apiUrl, getToken: () => null });

interface ResetPasswordParams {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** The backend's answer to an address no admin has (api-contract.md A2), said in the page's language instead. */
const EMAIL_NOT_FOUND = 'Email not found. :-';

/**
 * Asks the backend to email a reset link (public call), in `language` (the page's) where the server words the
 * mail. Rejects with the client's HttpError; an unknown address with the key of its message, too many attempts
 * with the wait in the admin's language.
 */
export async function forgotPassword(
  email: string,
  { language, httpClient = publicClient }: { language?: string; httpClient?: HttpClient } = {},
): Promise<void> {
  try {
    await httpClient({
      method: 'POST',
      path: '/admin/forgotPassword',
      body: { email },
      auth: false,
      language,
    });
  } catch (error) {
    const limited = attemptsRefusal(error);
    if (limited) throw limited;
    if (error instanceof HttpError && error.message.trim() === EMAIL_NOT_FOUND) {
      throw new HttpError(AUTH_MESSAGES.emailNotFound, error.status, error.body);
    }
    throw error;
  }
}

/**
 * Sets a new password with the emailed token (public call). The backend answers a bad or expired token
 * with HTTP 200 carrying status 400, which the client already rejects; any refusal reads as the spec's
 * 'Session Expired! Please Retry Again'.
 */
export async function resetPassword(
  params: ResetPasswordParams,
  httpClient: HttpClient = publicClient,
): Promise<void> {
  const { token, newPassword, confirmPassword } = params;
  try {
    await httpClient({
      method: 'POST',
      path: '/admin/reset',
      body: { token, newPassword, confirmPassword },
      auth: false,
    });
  } catch (error) {
    throw refusal(error, AUTH_MESSAGES.resetExpired);
  }
}
