import { expect } from 'vitest';
import { readApiResponse } from '../../src/api/apiResponse';
import { requestHeaders, requestToken } from '../../src/api/requestParts';
import type { ApiRequest, ApiResponse, HttpClient, UploadClient, UploadOptions } from '../../src/api/types';

/** What the fake server answers: an HTTP status and the body it sends. */
export interface Reply {
  http: number;
  body: unknown;
  /** The ETag header, when the fake server sends one. */
  etag?: string;
}

/** 200 with the S-wrapper around `data`. */
export const ok = (data: unknown, status = 200): Reply => ({
  http: status,
  body: { status, message: 'ok', data },
});
/** 400 S-wrapper/400: the error text in `data` (api-contract.md §2). */
export const sWrapperFailure = (text: string): Reply => ({
  http: 400,
  body: { status: 400, message: 'x', data: text },
});
/** 400 E-wrapper. */
export const eWrapperFailure = (text: string): Reply => ({
  http: 400,
  body: { status: 400, message: 'x', error: text },
});

export interface RecordedRequest extends ApiRequest {
  url: string;
  headers: Record<string, string>;
  /** Set on calls sent through the upload client. */
  upload?: UploadOptions;
}

export const API_URL = 'http://api.test/v1';
export const TOKEN = 'test-token';
export const BEARER = `Bearer ${TOKEN}`;

export interface RecordingOptions {
  /** The base URL the recorded `url`s start with. */
  apiUrl?: string;
  /** The token the client sends (null: none). */
  token?: string | null;
}

/**
 * THE fake transport of the client tests: an HttpClient and an UploadClient that record every request
 * (with the real headers) and answer through the real response reader, so wrapper shapes and failures
 * behave as in production. `answer` returns the reply, or throws to fail the call as a transport would.
 */
export function recordingClient(
  answer: (request: ApiRequest) => Reply | Promise<Reply> = () => ok([]),
  { apiUrl = API_URL, token = TOKEN }: RecordingOptions = {},
) {
  const calls: RecordedRequest[] = [];
  const reply = async <T>(request: ApiRequest, upload?: UploadOptions): Promise<ApiResponse<T>> => {
    const headers = requestHeaders(
      request,
      requestToken(request, () => token),
    );
    calls.push({ ...request, url: apiUrl + request.path, headers, ...(upload ? { upload } : {}) });
    const { http, body, etag } = await answer(request);
    return readApiResponse<T>(http, JSON.stringify(body), 'application/json', request.okStatus, etag);
  };
  const httpClient: HttpClient = (request) => reply(request);
  const uploadClient: UploadClient = (request, options) => reply(request, options ?? {});
  return { httpClient, uploadClient, calls, last: () => calls[calls.length - 1] };
}

/** The call went to `path` with `method` (and `query`, when given), carrying the bearer token. */
export function expectSent(call: RecordedRequest | undefined, method: string, path: string, query?: object) {
  expect(call).toMatchObject({ method, url: `${API_URL}${path}`, ...(query ? { query } : {}) });
  expect(call?.headers.Authorization).toBe(BEARER);
}

/** An `answer` that wraps what `data` returns in a 200 S-wrapper (or fails the call with what it throws). */
export const answerData =
  (data: (request: ApiRequest) => unknown) =>
  async (request: ApiRequest): Promise<Reply> =>
    ok(await data(request));
