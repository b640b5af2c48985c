import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeDataProvider, onFirstCall } from '../../src/api/composedProvider';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/httpClient';
import { registry, simpleRestResources } from '../../src/resources/registry';

const fetchMock = vi.fn<typeof fetch>();
let token: string | null = 'tok-1';
const client = { apiUrl: 'http://api.test/v1', getToken: () => token };
const dataProvider = composeDataProvider(
  createDataProvider(createHttpClient(client), { registry }),
  client,
  simpleRestResources,
);

function answer(status: number, body: unknown, headers: Record<string, string> = {}, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/html' : 'application/json';
  fetchMock.mockResolvedValueOnce(
    new Response(text, { status, statusText, headers: { 'Content-Type': type, ...headers } }),
  );
}

function sent(index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: decodeURIComponent(String(url)), headers: new Headers(init?.headers) };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const entry = { id: '7', action: 'update', resource: 'members', changes: [] };

beforeEach(() => {
  token = 'tok-1';
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the composed dataProvider', () => {
  it('reads activity through ra-data-simple-rest with the admin token, sort, range, filter and Content-Range', async () => {
    answer(200, [entry], { 'Content-Range': 'activity 25-25/26' });
    const page = await dataProvider.getList('activity', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: { resource: 'members' },
    });
    expect(page).toEqual({ data: [entry], total: 26 });
    const { url, headers } = sent();
    expect(url).toBe(
      'http://api.test/v1/admin/activity?filter={"resource":"members"}&range=[25,49]&sort=["at","DESC"]',
    );
    expect(headers.get('Authorization')).toBe('Bearer tok-1');

    answer(200, entry);
    expect((await dataProvider.getOne('activity', { id: '7' })).data).toEqual(entry);
    expect(sent(1).url).toBe('http://api.test/v1/admin/activity/7');
  });

  it('keeps the registry provider for every /v1 resource', async () => {
    answer(200, { status: 200, message: 'ok', data: { list: [] } });
    await dataProvider.getList('faqs', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent().url).not.toContain('range=');
    expect(sent().url).toContain('/v1/admin/');
    expect(sent().headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it("maps failures to the app's errors: 401 stays 401, a 404 page gives its status text, no answer is status 0", async () => {
    answer(401, 'Unauthorized');
    expect((await failure(dataProvider.getOne('activity', { id: '1' }))).status).toBe(401);

    answer(404, '<html><body><pre>Cannot GET /v1/admin/activity</pre></body></html>', {}, 'Not Found');
    const missing = await failure(dataProvider.getOne('activity', { id: '1' }));
    expect([missing.status, missing.message]).toEqual([404, 'Not Found']);

    answer(400, { status: 400, message: 'Error!', error: 'Invalid sort' });
    expect((await failure(dataProvider.getOne('activity', { id: '1' }))).message).toBe('Invalid sort');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await failure(dataProvider.getOne('activity', { id: '1' }));
    expect([offline.status, offline.message]).toEqual([0, 'app.common.network_error']);
  });

  it('gives up after the deadline with the timeout text', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = failure(dataProvider.getOne('activity', { id: '1' }));
    await vi.advanceTimersByTimeAsync(30_000);
    const timedOut = await pending;
    expect([timedOut.status, timedOut.message]).toEqual([0, 'app.common.request_timeout']);
  });

  it('refuses a call when signed out (401) without sending it', async () => {
    token = null;
    const error = await failure(
      dataProvider.getList('activity', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'at', order: 'DESC' },
        filter: {},
      }),
    );
    expect([error.status, error.message]).toEqual([401, 'ra.notification.logged_out']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a provider made on its first call (ra-data-simple-rest)', () => {
  const params = { id: '7' };

  it('is made when first called, once, and again after a failed download', async () => {
    const made = { getOne: vi.fn(async () => ({ data: entry })) };
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(made);
    const provider = onFirstCall(load);
    expect(load).not.toHaveBeenCalled();

    await expect(provider.getOne('activity', params)).rejects.toThrow('Failed to fetch');
    expect(await provider.getOne('activity', params)).toEqual({ data: entry });
    await provider.getOne('activity', params);
    expect(load).toHaveBeenCalledTimes(2);
    expect(made.getOne).toHaveBeenCalledWith('activity', params);
  });

  it('is no promise itself (react-admin may await the provider)', () => {
    expect((onFirstCall(vi.fn()) as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
