import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/api/httpClient';
import { sessionStore } from '../../src/auth/session';
import type { ApiRequest } from '../../src/api/types';

const fetchMock = vi.fn<typeof fetch>();

/** The app's client over /v1, sending the stored token as the app does. */
const httpClient = createHttpClient({ apiUrl: '/v1', getToken: sessionStore.getToken });

function answer(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status, headers: { 'Content-Type': contentType } }));
}

/** The rejection of one call, checked to be an HttpError. */
async function failure(request: ApiRequest = { method: 'GET', path: '/admin/x' }): Promise<HttpError> {
  const error = await httpClient(request).then(
    () => {
      throw new Error('the call should have failed');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

function sent() {
  const [url, init] = fetchMock.mock.calls[0];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('jwt_access_token', 'token-0');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createHttpClient: success', () => {
  it('resolves with the S-wrapper data and appends query params, skipping undefined ones', async () => {
    answer(200, { status: 200, message: 'ok', data: { list: [1] } });
    const response = await httpClient({
      method: 'GET',
      path: '/admin/package/list',
      query: { page: 1, limit: 100, q: undefined },
    });
    expect(response).toEqual({ data: { list: [1] }, status: 200, message: 'ok' });
    expect(sent().url).toBe('/v1/admin/package/list?page=1&limit=100');
    expect(sent().init.method).toBe('GET');
  });

  it('accepts the statuses named in okStatus (partner create answers 201)', async () => {
    answer(201, { status: 201, data: { uuid: 'p1' } });
    const response = await httpClient({
      method: 'POST',
      path: '/admin/partner',
      okStatus: [201],
    });
    expect(response.data).toEqual({ uuid: 'p1' });
  });
});

describe('createHttpClient: headers and bodies', () => {
  it("sends a write's version as If-Match and reads the ETag of an answer and of a 409", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 200, data: { uuid: 'p1' } }), {
        headers: { 'Content-Type': 'application/json', ETag: '"v2"' },
      }),
    );
    const saved = await httpClient({ method: 'PATCH', path: '/admin/x', body: { a: 1 }, ifMatch: '"v1"' });
    expect(sent().headers['If-Match']).toBe('"v1"');
    expect(JSON.parse(String(sent().init.body))).toEqual({ a: 1 });
    expect(saved.etag).toBe('"v2"');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 409, error: 'changed', data: { uuid: 'p1' } }), {
        status: 409,
        headers: { 'Content-Type': 'application/json', ETag: '"v3"' },
      }),
    );
    const refused = await failure({ method: 'PATCH', path: '/admin/x', ifMatch: '"v2"' });
    expect(refused).toMatchObject({ status: 409, body: { data: { uuid: 'p1' }, etag: '"v3"' } });
  });

  it('sends the bearer token read from localStorage at call time', async () => {
    localStorage.setItem('jwt_access_token', 'token-1');
    answer(200, { status: 200, data: null });
    await httpClient({ method: 'GET', path: '/admin/x' });
    expect(sent().headers.Authorization).toBe('Bearer token-1');
  });

  it('sends the language a request names as Accept-Language, and none otherwise', async () => {
    answer(200, { status: 200, data: null });
    await httpClient({
      method: 'POST',
      path: '/admin/forgotPassword',
      auth: false,
      body: {},
      language: 'ar',
    });
    expect(sent().headers['Accept-Language']).toBe('ar');
    answer(200, { status: 200, data: null });
    await httpClient({ method: 'POST', path: '/admin/login', auth: false, body: {} });
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Accept-Language');
  });

  it('sends no Authorization header when auth is false', async () => {
    localStorage.setItem('jwt_access_token', 'token-1');
    answer(200, { status: 200, data: null });
    await httpClient({
      method: 'POST',
      path: '/admin/login',
      auth: false,
      body: {},
    });
    expect(sent().headers).not.toHaveProperty('Authorization');
  });

  it('refuses a call that needs a token when there is none (401, ra.notification.logged_out) without sending it', async () => {
    localStorage.removeItem('jwt_access_token');
    const error = await failure();
    expect([error.status, error.message]).toEqual([401, 'ra.notification.logged_out']);
    expect(fetchMock).not.toHaveBeenCalled();
    // A public call needs none.
    answer(200, { status: 200, data: null });
    await httpClient({ method: 'POST', path: '/admin/forgotPassword', auth: false, body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a DELETE with a JSON body', async () => {
    answer(200, { status: 200, data: { n: 1 } });
    await httpClient({
      method: 'DELETE',
      path: '/admin/faq/delete',
      body: { uuid: 'f1' },
    });
    expect(sent().init.method).toBe('DELETE');
    expect(sent().init.body).toBe('{"uuid":"f1"}');
    expect(sent().headers['Content-Type']).toBe('application/json');
  });

  it('sends FormData as it is, without a Content-Type so the browser sets the multipart boundary', async () => {
    const form = new FormData();
    form.append('name', 'Gold');
    answer(200, { status: 200, data: {} });
    await httpClient({
      method: 'POST',
      path: '/admin/package/create',
      body: form,
    });
    expect(sent().init.body).toBe(form);
    expect(sent().headers).not.toHaveProperty('Content-Type');
  });
});

describe('createHttpClient: failure shapes of api-contract.md §2 and §10', () => {
  it('E-wrapper with a text error', async () => {
    answer(400, { status: 400, message: 'Error!', error: 'E11000 duplicate key error' });
    const error = await failure();
    expect(error.message).toBe('E11000 duplicate key error');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ status: 400, message: 'Error!', error: 'E11000 duplicate key error' });
  });

  it('E-wrapper whose error is an object {message} (Zoom)', async () => {
    answer(400, { status: 400, message: 'Error!', error: { message: 'Invalid access token.' } });
    expect((await failure()).message).toBe('Invalid access token.');
  });

  it('S-wrapper/400 with the text in data', async () => {
    answer(400, { status: 400, message: 'x', data: 'Error! Validation Error!' });
    const error = await failure();
    expect(error.message).toBe('Error! Validation Error!');
    expect(error.status).toBe(400);
  });

  it('HTTP 200 carrying status 400 rejects with the body status', async () => {
    answer(200, { status: 400, message: 'x', error: '"countryCode" must be a string' });
    const error = await failure();
    expect(error.message).toBe('"countryCode" must be a string');
    expect(error.status).toBe(400);
  });

  it('HTTP 200 carrying status 404 rejects with 404', async () => {
    answer(200, { status: 404, message: 'Not found', error: 'Profile not found' });
    const error = await failure();
    expect(error.status).toBe(404);
    expect(error.message).toBe('Profile not found');
  });

  it('HTTP 200 with a reset-token error object in data reads its message', async () => {
    answer(200, { status: 400, data: { name: 'TokenExpiredError', message: 'jwt expired' } });
    expect((await failure()).message).toBe('jwt expired');
  });

  it('a failing wrapper without any text gets a generic readable key', async () => {
    answer(200, { status: 400, data: null });
    expect((await failure()).message).toBe('ra.notification.http_error');
  });

  it('401 plain text Unauthorized rejects with 401', async () => {
    answer(401, 'Unauthorized', 'text/plain; charset=utf-8');
    const error = await failure();
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized');
  });

  it('401 with a JSON body still rejects with 401', async () => {
    answer(401, { status: 200, data: {} });
    expect((await failure()).status).toBe(401);
  });

  it('404 Express HTML page becomes its readable line', async () => {
    answer(
      404,
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n' +
        '<body>\n<pre>Cannot PATCH /v1/admin/event/change/status</pre>\n</body>\n</html>\n',
      'text/html; charset=utf-8',
    );
    const error = await failure();
    expect(error.status).toBe(404);
    expect(error.message).toBe('Cannot PATCH /v1/admin/event/change/status');
  });

  it('500 plain text Server Error', async () => {
    answer(500, 'Server Error\n', 'text/plain');
    const error = await failure();
    expect(error.status).toBe(500);
    expect(error.message).toBe('Server Error');
  });

  it('400 plain text Bad Request', async () => {
    answer(400, 'Bad Request', 'text/plain');
    const error = await failure();
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad Request');
  });

  it('an error page without text gets the generic key', async () => {
    answer(502, '', 'text/html');
    expect((await failure()).message).toBe('ra.notification.http_error');
  });

  it('a malformed JSON body rejects with the malformed_response key', async () => {
    answer(200, '{"status": 200, "data": [', 'application/json');
    const error = await failure();
    expect(error.message).toBe('app.common.malformed_response');
    expect(error.status).toBe(200);
  });

  it('a 200 that is not a wrapper is malformed', async () => {
    answer(200, 'OK', 'text/plain');
    expect((await failure()).message).toBe('app.common.malformed_response');
  });

  it('a network failure (fetch rejects) becomes status 0 with the network_error key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure();
    expect(error.status).toBe(0);
    expect(error.message).toBe('app.common.network_error');
  });
});

describe('createHttpClient: timeout', () => {
  /** A fetch that never answers but, like the real one, rejects when its signal aborts. */
  function hangingFetch(init?: RequestInit) {
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }

  it('rejects with status 0 and the request_timeout key after 30 s by default, aborting the fetch', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce((_, init) => hangingFetch(init));
    const outcome = failure();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.status).toBe(0);
    expect(error.message).toBe('app.common.request_timeout');
    expect(sent().init.signal?.aborted).toBe(true);
  });

  it('honours request.timeoutMs even when the transport ignores the signal', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}));
    const outcome = failure({ method: 'GET', path: '/admin/x', timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect((await outcome).message).toBe('app.common.request_timeout');
  });

  it('waits forever when timeoutMs is 0', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce((_, init) => hangingFetch(init));
    let settled = false;
    httpClient({ method: 'GET', path: '/admin/x', timeoutMs: 0 }).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(settled).toBe(false);
    expect(sent().init.signal?.aborted).toBe(false);
  });
});
