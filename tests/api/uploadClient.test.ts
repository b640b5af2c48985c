import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadClient } from '../../src/api/uploadClient';
import { sessionStore } from '../../src/auth/session';

const uploadClient = createUploadClient({ apiUrl: '/v1', getToken: sessionStore.getToken });
import type { ApiRequest } from '../../src/api/types';

/** Records what the client does and lets the test play the server. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private contentType = 'application/json';

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.contentType = contentType;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const request = (body: FormData): ApiRequest => ({ method: 'POST', path: '/admin/video/saveMedia', body });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('jwt_access_token', 'token-0');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createUploadClient', () => {
  it('sends the multipart body with the bearer token, reports progress and resolves with data', async () => {
    localStorage.setItem('jwt_access_token', 'token-9');
    const form = new FormData();
    form.append('uuid', 'm1');
    const progress: number[] = [];
    const result = uploadClient(request(form), {
      onProgress: (percent) => progress.push(percent),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/v1/admin/video/saveMedia');
    expect(xhr.body).toBe(form);
    expect(xhr.headers.Authorization).toBe('Bearer token-9');
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    xhr.progress(0, 400);
    xhr.progress(100, 400);
    xhr.progress(400, 400);
    xhr.respond(200, { status: 200, data: { uuid: 'm1', url: 'https://s3/x.mp4' } });
    await expect(result).resolves.toEqual({ data: { uuid: 'm1', url: 'https://s3/x.mp4' }, status: 200 });
    expect(progress).toEqual([0, 25, 100]);
  });

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const result = uploadClient(request(new FormData()), { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('rejects at once, sending nothing, when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = FakeXhr.last;
    await expect(uploadClient(request(new FormData()), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBe(before);
  });

  it('reads failures with the same rules as the fetch client (500 text, 401)', async () => {
    const refused = uploadClient(request(new FormData()));
    FakeXhr.last.respond(500, 'Server Error', 'text/plain');
    await expect(refused).rejects.toMatchObject({ status: 500, message: 'Server Error' });
    await expect(refused).rejects.toBeInstanceOf(HttpError);

    const unauthorised = uploadClient(request(new FormData()));
    FakeXhr.last.respond(401, 'Unauthorized', 'text/plain');
    await expect(unauthorised).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an upload when signed out (401) without opening a request', async () => {
    localStorage.removeItem('jwt_access_token');
    const opened = FakeXhr.last;
    await expect(uploadClient(request(new FormData()))).rejects.toMatchObject({
      status: 401,
      message: 'ra.notification.logged_out',
    });
    expect(FakeXhr.last).toBe(opened);
  });

  it('a network error becomes status 0 with the network_error key', async () => {
    const result = uploadClient(request(new FormData()));
    FakeXhr.last.onerror?.();
    await expect(result).rejects.toMatchObject({ status: 0, message: 'app.common.network_error' });
  });
});
