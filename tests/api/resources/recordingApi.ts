import { expect } from 'vitest';
import { createDataProvider } from '../../../src/api/dataProvider';
import { readApiResponse } from '../../../src/api/apiResponse';
import { ACCESS_TOKEN_KEY, requestHeaders } from '../../../src/api/requestParts';
import { registry } from '../../../src/api/resources';
import type { ApiRequest, HttpClient, UploadClient, UploadOptions } from '../../../src/api/types';

/** What the fake server answers: an HTTP status and the body it sends. */
export interface Reply {
  http: number;
  body: unknown;
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

/**
 * The real registry in the real provider over a recording fake transport. Answers go through the real
 * response reader, so wrapper shapes and failures behave as in production; headers are the real ones.
 */
export function recordingApi(answer: (request: ApiRequest) => Reply = () => ok([])) {
  localStorage.setItem(ACCESS_TOKEN_KEY, TOKEN);
  const calls: RecordedRequest[] = [];
  const reply = <T>(url: string, request: ApiRequest, upload?: UploadOptions) => {
    calls.push({ ...request, url, headers: requestHeaders(request), upload });
    const { http, body } = answer(request);
    return Promise.resolve().then(() =>
      readApiResponse<T>(http, JSON.stringify(body), 'application/json', request.okStatus),
    );
  };
  const httpClient: HttpClient = (url, request) => reply(url, request);
  const uploadClient: UploadClient = (url, request, options) => reply(url, request, options ?? {});
  const provider = createDataProvider(API_URL, httpClient, { registry, uploadClient });
  return { provider, calls, last: () => calls[calls.length - 1] };
}

/** A FormData's entries, files shown as `file:<name>` so tests can compare them with toEqual. */
export function formEntries(body: unknown): [string, string][] {
  if (!(body instanceof FormData)) throw new Error(`expected FormData, got ${JSON.stringify(body)}`);
  return [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);
}

export function fileNamed(name: string, type = 'image/png'): File {
  return new File(['x'], name, { type });
}

/** react-admin list params reading everything. */
export const everything = (filter: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage: 1000 },
  sort: { field: '', order: 'ASC' as const },
  filter,
});

export const BEARER = `Bearer ${TOKEN}`;

/** The call went to `path` with `method` (and `query`, when given), carrying the bearer token. */
export function expectSent(call: RecordedRequest | undefined, method: string, path: string, query?: object) {
  expect(call).toMatchObject({ method, url: `${API_URL}${path}`, ...(query ? { query } : {}) });
  expect(call?.headers.Authorization).toBe(BEARER);
}
