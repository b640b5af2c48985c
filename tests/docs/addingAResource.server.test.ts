/**
 * docs/adding-a-resource.md, its server half run: the guide's server blocks (a migration and the `notes` module)
 * written into a copy of server/ as a developer would add them (scripts/guideBlocks.ts, new files only), the copy
 * started on an empty database, seeded, and its notes endpoints driven over HTTP by the app's real provider with
 * the guide's own notes entry (served from the guide by tests/helpers/guideModules.ts). A guide whose server
 * example would not be found, not migrate, or answer otherwise than the app expects fails here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideFiles, writeGuideExample } from '../../scripts/guideBlocks';
import type * as ServerEntry from '../../server/src/server';
import type * as SeedEntry from '../../server/src/seed/index';
import type * as ModulesEntry from '../../server/src/modules/index';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/httpClient';
import type { AppDataProvider, ResourceRegistry } from '../../src/api/types';
import type { ApiEntries } from '../../src/resources/registry';
import { ADMIN, openEmptyPglite, templateConfig } from '../contract/template';

const ROOT = path.resolve(import.meta.dirname, '../..');

let copy: string;
let server: Awaited<ReturnType<typeof ServerEntry.createServer>>;
let apiUrl: string;
let token: string;
let provider: AppDataProvider;

/** A module of the copy of the server (its own files, with the guide's). */
const fromCopy = <T>(file: string) =>
  import(/* @vite-ignore */ path.join(copy, 'server/src', file)) as Promise<T>;

/** A JSON call to the copy, with the admin's token unless `headers` say otherwise. */
async function call(method: string, url: string, body?: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, etag: response.headers.get('etag'), body: await response.json() };
}

const everything = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'createdAt', order: 'DESC' as const },
};

beforeAll(async () => {
  copy = await mkdtemp(path.join(ROOT, '.tmp/guide-server-'));
  await writeGuideExample(copy, ['server']);
  const { createServer } = await fromCopy<typeof ServerEntry>('server.ts');
  const dataDir = path.join(copy, 'data');
  server = await createServer(templateConfig(dataDir), { db: await openEmptyPglite(), seed: false });
  const { seedDatabase } = await fromCopy<typeof SeedEntry>('seed/index.ts');
  await seedDatabase(server.db, server.ctx.config, { members: 4, transactions: 2, events: 2 });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  const login = await fetch(`${apiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  const { default: entries } = (await import(
    /* @vite-ignore */ path.join(ROOT, 'src/resources/notes/api.ts')
  )) as { default: ApiEntries };
  const registry = Object.fromEntries(entries.map((entry) => [entry.name, entry])) as ResourceRegistry;
  provider = createDataProvider(createHttpClient({ apiUrl, getToken: () => token }), {
    registry,
    cacheTtlMs: 0,
  });
}, 120_000);

afterAll(async () => {
  await server?.app.close();
  await server?.db.close();
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe("docs/adding-a-resource.md, the server's example run", () => {
  it('adds the module and its migration as new files only, found without a list', async () => {
    expect(guideFiles('server').map((block) => block.target)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^server\/src\/db\/migrations\/\d{3}_notes\.sql$/),
        'server/src/modules/notes/module.ts',
        'server/src/modules/notes/routes.ts',
      ]),
    );
    const { loadModules } = await fromCopy<typeof ModulesEntry>('modules/index.ts');
    expect((await loadModules()).map((module) => module.name)).toContain('notes');
  });

  it('seeds its notes, newest first, the oldest inactive', async () => {
    const { data } = await provider.getList('notes', everything);
    expect(data.length).toBe(3);
    expect(data.map((note) => note.isActive)).toEqual([true, true, false]);
  });

  it('lists, creates, updates, switches, archives and deletes notes through the app provider', async () => {
    const { data: created } = await provider.create('notes', { data: { title: 'Plan trip', body: 'Rome' } });
    expect(created).toMatchObject({ title: 'Plan trip', body: 'Rome', isActive: true, isArchived: false });
    const id = String(created.id);

    const { data: listed } = await provider.getList('notes', everything);
    expect(listed[0]).toMatchObject({ id, title: 'Plan trip' });

    await provider.update('notes', {
      id,
      data: { title: 'Plan the trip', body: 'Rome in May' },
      previousData: created,
    });
    await provider.toggleStatus('notes', { id, value: false, previousData: created });
    await provider.act('notes', 'archive', { id });
    const { data: changed } = await provider.getOne('notes', { id });
    expect(changed).toMatchObject({
      title: 'Plan the trip',
      body: 'Rome in May',
      isActive: false,
      isArchived: true,
    });

    await provider.delete('notes', { id, previousData: changed });
    const { data: left } = await provider.getList('notes', everything);
    expect(left.map((note) => note.id)).not.toContain(id);
  });

  it('records every write in the activity log, as the app reads it', async () => {
    const { data: note } = await provider.create('notes', { data: { title: 'Logged', body: '' } });
    await provider.toggleStatus('notes', { id: String(note.id), value: false, previousData: note });
    const query = new URLSearchParams({
      filter: JSON.stringify({ recordId: note.id }),
      sort: JSON.stringify(['id', 'ASC']),
    });
    const log = await call('GET', `/admin/activity?${query}`);
    expect(log.status).toBe(200);
    const entries = log.body as { resource: string; action: string }[];
    expect(entries.map(({ resource, action }) => `${resource} ${action}`)).toEqual([
      'notes create',
      'notes status',
    ]);
  });

  it('refuses bad input with the backend wrapper and message, and a stale version with 409', async () => {
    await expect(provider.create('notes', { data: { title: '', body: 'x' } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/title/),
    });
    const strict = await call('POST', '/admin/note/create', { title: 'A', id: 'x' });
    expect(strict.body).toMatchObject({ status: 400, message: 'Error!', error: expect.stringMatching(/id/) });
    const unknown = await call('PATCH', '/admin/note/archive', { uuid: 'no-such-note' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { status: 404, error: 'No note found for this uuid.' },
    });

    const { data: note } = await provider.create('notes', { data: { title: 'Versioned', body: '' } });
    const stale = await call(
      'PATCH',
      '/admin/note/update',
      { uuid: note.id, title: 'Mine' },
      { 'if-match': '"0123456789abcdef"' },
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { status: 409, data: { uuid: note.id, title: 'Versioned' } },
    });
  });

  it('needs a token on every route, and is described in the OpenAPI description', async () => {
    const anonymous = await fetch(`${apiUrl}/admin/note/list?page=1&limit=10`);
    expect(anonymous.status).toBe(401);
    const description = (await (await fetch(`${apiUrl}/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(description.paths).filter((url) => url.startsWith('/v1/admin/note/'))).toEqual([
      '/v1/admin/note/list',
      '/v1/admin/note/create',
      '/v1/admin/note/update',
      '/v1/admin/note/status/update',
      '/v1/admin/note/archive',
      '/v1/admin/note/delete',
    ]);
  });
});
