import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/httpClient';
import { sessionStore } from '../../src/auth/session';
import type { Json, ResourceRegistry } from '../../src/api/types';

/**
 * A resource the app does not have, declared here as a registry entry and nothing else: the generic
 * provider must serve it end to end. The global fetch plays a small /v1 server and records the wire.
 */
const registry: ResourceRegistry = {
  notes: {
    name: 'notes',
    list: { request: () => ({ method: 'GET', path: '/admin/note/list' }), paged: true, limit: 2 },
    one: { request: (id) => ({ method: 'POST', path: '/admin/note/view', body: { uuid: id } }) },
    create: {
      request: { method: 'POST', path: '/admin/note/create' },
      encode: (values) => ({ title: values.title, body: values.body }),
    },
    update: {
      request: { method: 'PATCH', path: '/admin/note/update' },
      encode: (values) => ({ title: values.title, body: values.body }),
    },
    remove: { request: { method: 'DELETE', path: '/admin/note/delete' } },
    search: ['title'],
    defaultSort: { field: 'title', order: 'ASC' },
  },
};

interface WireCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

let wire: WireCall[];
let notes: Map<string, Json>;

/** The notes routes, answering S-wrappers like the real backend (PAGE list, UpdRes-free update). */
function notesServer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://admin.test');
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Json) : undefined;
  const call: WireCall = {
    method: init.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: init.headers as Record<string, string>,
    body,
  };
  wire.push(call);
  const ok = (data: unknown) => Response.json({ status: 200, message: 'Success', data });
  const route = `${call.method} ${call.path}`;
  if (route === 'GET /v1/admin/note/list') {
    const page = Number(call.query.page);
    const limit = Number(call.query.limit);
    const all = [...notes.values()];
    const next = page * limit < all.length ? { page: page + 1, limit, count: all.length } : undefined;
    return Promise.resolve(ok({ list: all.slice((page - 1) * limit, page * limit), next }));
  }
  if (route === 'POST /v1/admin/note/view') return Promise.resolve(ok(notes.get(String(body?.uuid))));
  if (route === 'POST /v1/admin/note/create') {
    const note = { ...body, uuid: `n${notes.size + 1}`, _id: 'abc', __v: 0 };
    notes.set(note.uuid, note);
    return Promise.resolve(ok(note));
  }
  if (route === 'PATCH /v1/admin/note/update') {
    const note = { ...notes.get(String(body?.uuid)), ...body };
    notes.set(String(body?.uuid), note);
    return Promise.resolve(ok(note));
  }
  if (route === 'DELETE /v1/admin/note/delete') {
    notes.delete(String(body?.uuid));
    return Promise.resolve(ok({ n: 1, ok: 1, deletedCount: 1 }));
  }
  return Promise.resolve(
    new Response(`Cannot ${route}`, { status: 404, headers: { 'Content-Type': 'text/html' } }),
  );
}

beforeEach(() => {
  wire = [];
  notes = new Map(
    ['Shopping', 'Ideas', 'Books'].map((title, index) => [`n${index + 1}`, { uuid: `n${index + 1}`, title }]),
  );
  localStorage.setItem('jwt_access_token', 'admin-token');
  vi.stubGlobal('fetch', vi.fn(notesServer));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a registry entry alone yields a working resource', () => {
  const provider = () =>
    createDataProvider(createHttpClient({ apiUrl: '/v1', getToken: sessionStore.getToken }), { registry });
  const page = { pagination: { page: 1, perPage: 10 }, filter: {} };

  it('getList reads every page with the bearer token and sorts by the default sort', async () => {
    const { data, total } = await provider().getList('notes', page);
    expect(total).toBe(3);
    expect(data.map((note) => note.title)).toEqual(['Books', 'Ideas', 'Shopping']);
    expect(data[0].id).toBe('n3');
    expect(wire.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/v1/admin/note/list', query: { page: '1', limit: '2' } },
      { method: 'GET', path: '/v1/admin/note/list', query: { page: '2', limit: '2' } },
    ]);
    expect(wire[0].headers.Authorization).toBe('Bearer admin-token');
    expect(wire[0].body).toBeUndefined();
  });

  it('getList searches the declared fields', async () => {
    const { data } = await provider().getList('notes', { ...page, filter: { q: 'OO' } });
    expect(data.map((note) => note.id)).toEqual(['n3']);
  });

  it('getOne posts the uuid to the view call', async () => {
    const { data } = await provider().getOne('notes', { id: 'n2' });
    expect(data).toEqual({ uuid: 'n2', title: 'Ideas', id: 'n2' });
    expect(wire[0]).toMatchObject({ method: 'POST', path: '/v1/admin/note/view', body: { uuid: 'n2' } });
    expect(wire[0].headers['Content-Type']).toBe('application/json');
  });

  it('create sends only the encoded fields and resolves the created record', async () => {
    const { data } = await provider().create('notes', {
      data: { title: 'New', body: 'Text', id: 'ignored' },
    });
    expect(wire[0]).toMatchObject({
      method: 'POST',
      path: '/v1/admin/note/create',
      body: { title: 'New', body: 'Text' },
    });
    expect(data).toMatchObject({ id: 'n4', uuid: 'n4', title: 'New' });
  });

  it('update adds the uuid and resolves the merged record', async () => {
    const { data } = await provider().update('notes', {
      id: 'n1',
      data: { title: 'Groceries', body: 'milk' },
      previousData: { id: 'n1', uuid: 'n1', title: 'Shopping' },
    });
    expect(wire[0]).toMatchObject({
      method: 'PATCH',
      path: '/v1/admin/note/update',
      body: { title: 'Groceries', body: 'milk', uuid: 'n1' },
    });
    expect(data).toEqual({ id: 'n1', uuid: 'n1', title: 'Groceries', body: 'milk' });
  });

  it('delete sends a JSON body with the uuid, and the next list no longer has the record', async () => {
    const dataProvider = provider();
    await dataProvider.getList('notes', page);
    const { data } = await dataProvider.delete('notes', {
      id: 'n2',
      previousData: { id: 'n2', title: 'Ideas' },
    });
    expect(data).toEqual({ id: 'n2', title: 'Ideas' });
    expect(wire[2]).toMatchObject({ method: 'DELETE', path: '/v1/admin/note/delete', body: { uuid: 'n2' } });
    const after = await dataProvider.getList('notes', page);
    expect(after.data.map((note) => note.id)).toEqual(['n3', 'n1']);
  });

  it('an unknown method of the entry rejects without touching the wire', async () => {
    await expect(provider().toggleStatus('notes', { id: 'n1', value: true })).rejects.toMatchObject({
      message: 'notes does not support toggleStatus',
    });
    expect(wire).toHaveLength(0);
  });
});
