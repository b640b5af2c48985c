import type { ApiRequest } from './types';

/** Appends `query` to `url`, skipping undefined values. */
export function withQuery(url: string, query: ApiRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** The bearer token a call sends: none for a public call, else its own or the session's (read per call, so a fresh login applies at once). */
export function requestToken(request: ApiRequest, getToken: () => string | null): string | null {
  return request.auth === false ? null : (request.token ?? getToken());
}

/** Accept, the bearer token, the language, the version a write was read at and the JSON content type. */
export function requestHeaders(request: ApiRequest, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.language) headers['Accept-Language'] = request.language;
  if (request.ifMatch) headers['If-Match'] = request.ifMatch;
  // FormData gets its multipart boundary from the browser; setting Content-Type would drop it.
  if (request.body !== undefined && !(request.body instanceof FormData)) {
    headers['Content-Type'] = 'application/json';
  }
  return headers;
}

export function requestBody(request: ApiRequest): FormData | string | undefined {
  if (request.body === undefined || request.body instanceof FormData) return request.body;
  return JSON.stringify(request.body);
}
