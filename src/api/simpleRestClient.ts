import { fetchUtils, HttpError } from 'react-admin';
import { ERROR_KEYS, NO_ANSWER_STATUS, signedOut } from './apiErrors';
import { readableText } from './apiResponse';
import { DEFAULT_TIMEOUT_MS } from './httpClient';
import { isObject } from './readers/rawRecords';

type FetchJson = typeof fetchUtils.fetchJson;

/**
 * ra-data-simple-rest's `httpClient` with the app's semantics: the signed-in admin's token (read per call), the
 * app's deadline, and its error texts — a network failure or timeout is the app's status-0 error, a 401 stays 401
 * (the auth provider logs out), any other failure carries the server's own text or the generic key.
 */
export function createSimpleRestClient(
  getToken: () => string | null,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): FetchJson {
  return async (url, options = {}) => {
    const token = getToken();
    // Every regular resource is an admin one: without a token the call is refused here, as the server would.
    if (token === null) throw signedOut();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);
    const outer = options.signal;
    outer?.addEventListener('abort', () => controller.abort(outer.reason));
    try {
      return await fetchUtils.fetchJson(url, {
        ...options,
        signal: controller.signal,
        user: { authenticated: true, token: `Bearer ${token}` },
      });
    } catch (error) {
      throw appError(error, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  };
}

function appError(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted && signal.reason === 'timeout') {
    return new HttpError(ERROR_KEYS.timeout, NO_ANSWER_STATUS, null);
  }
  if (signal.aborted) return error; // cancelled by react-query: not an error to show
  if (!(error instanceof HttpError)) {
    return new HttpError(ERROR_KEYS.network, NO_ANSWER_STATUS, { cause: String(error) });
  }
  return new HttpError(serverText(error), error.status, error.body);
}

/** The server's `error` or `message` text, else the HTTP status text, else the generic key. */
function serverText(error: HttpError): string {
  const body: unknown = error.body;
  if (isObject(body)) {
    for (const key of ['error', 'message']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return readableText(value);
    }
  }
  return readableText(error.message) || ERROR_KEYS.generic;
}
