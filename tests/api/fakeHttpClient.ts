import type { ApiRequest, HttpClient } from '../../src/api/types';

export interface RecordedCall {
  method: string;
  url: string;
  query: ApiRequest['query'];
  body: ApiRequest['body'];
}

/**
 * An HttpClient for provider tests: records every call and answers with what `respond` returns as the
 * wrapper's `data` (or rejects with what it throws).
 */
export function fakeHttpClient(respond: (request: ApiRequest) => unknown) {
  const calls: RecordedCall[] = [];
  const httpClient: HttpClient = async <T>(url: string, request: ApiRequest) => {
    calls.push({ method: request.method, url, query: request.query, body: request.body });
    const data = await respond(request);
    return { data: data as T, status: 200 };
  };
  return { httpClient, calls };
}
