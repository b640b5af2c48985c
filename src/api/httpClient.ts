import { HttpError } from 'react-admin';
import { ERROR_KEYS, NO_ANSWER_STATUS, signedOut } from './apiErrors';
import { readApiResponse } from './apiResponse';
import { requestBody, requestHeaders, requestToken, withQuery } from './requestParts';
import type { ApiRequest, ClientConfig, HttpClient } from './types';

/** The /v1 API: same origin unless VITE_API_URL names another host (import.meta.env is absent under plain Node, e.g. the benchmarks). */
export const apiUrl = `${String(import.meta.env?.VITE_API_URL ?? '').replace(/\/+$/, '')}/v1`;

/** Several backend paths never answer (api-contract.md §10.21), so every call gets a deadline. */
export const DEFAULT_TIMEOUT_MS = 30_000;

interface RawAnswer {
  status: number;
  text: string;
  contentType: string | null;
  etag: string | null;
}

/**
 * The app's HttpClient over the global `fetch` (looked up at call time so tests can stub it).
 * Network failures and timeouts become HttpErrors with status 0; a call that needs a token when `getToken` has
 * none is refused with a 401 without being sent.
 */
export function createHttpClient({ apiUrl, getToken }: ClientConfig): HttpClient {
  return async <T>(request: ApiRequest) => {
    const token = requestToken(request, getToken);
    if (token === null && request.auth !== false) throw signedOut();
    const answer = await withTimeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS, (signal) =>
      send(apiUrl + request.path, request, requestHeaders(request, token), signal),
    );
    return readApiResponse<T>(answer.status, answer.text, answer.contentType, request.okStatus, answer.etag);
  };
}

async function send(
  url: string,
  request: ApiRequest,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<RawAnswer> {
  try {
    const response = await fetch(withQuery(url, request.query), {
      method: request.method,
      headers,
      body: requestBody(request),
      signal,
    });
    // Reading the body is inside the deadline too: a server can stall after the headers.
    const text = await response.text();
    const read = (name: string) => response.headers.get(name);
    return { status: response.status, text, contentType: read('content-type'), etag: read('etag') };
  } catch (error) {
    if (signal.aborted) throw timeoutError();
    throw new HttpError(ERROR_KEYS.network, NO_ANSWER_STATUS, { cause: String(error) });
  }
}

/** Runs `work` with an AbortSignal that fires after `timeoutMs` (0 = never) and rejects at that moment. */
function withTimeout<R>(timeoutMs: number, work: (signal: AbortSignal) => Promise<R>): Promise<R> {
  const controller = new AbortController();
  if (timeoutMs <= 0) return work(controller.signal);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Racing as well as aborting: the deadline holds even if the transport ignores the signal.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timeoutError());
    }, timeoutMs);
  });
  return Promise.race([work(controller.signal), deadline]).finally(() => clearTimeout(timer));
}

function timeoutError(): HttpError {
  return new HttpError(ERROR_KEYS.timeout, NO_ANSWER_STATUS, null);
}
