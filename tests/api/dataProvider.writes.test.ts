import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import type { ApiRequest, Json, ResourceRegistry } from '../../src/api/types';
import { answerData, recordingClient } from '../helpers/recordingClient';

const toForm = (values: Json) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  return form;
};

const registry: ResourceRegistry = {
  packages: {
    name: 'packages',
    list: { request: () => ({ method: 'GET', path: '/admin/package/list' }) },
    create: { request: { method: 'POST', path: '/admin/package/create' }, encode: toForm },
    update: { request: { method: 'PATCH', path: '/admin/package/update' }, encode: toForm },
    status: { request: { method: 'PATCH', path: '/admin/package/status/update' }, field: 'isActive' },
    remove: { request: { method: 'DELETE', path: '/admin/package/delete' } },
  },
  members: {
    name: 'members',
    update: {
      request: { method: 'PATCH', path: '/admin/members/update' },
      encode: (values) => ({ name: values.name }),
    },
    status: {
      request: { method: 'PATCH', path: '/admin/members/status/update' },
      field: 'status',
      encode: (id, value) => ({ memberUuid: id, status: value ? 'active' : 'inactive' }),
    },
    remove: {
      request: { method: 'PATCH', path: '/admin/members/remove' },
      encode: (id, record) => ({ uuid: id, email: record?.email as string }),
    },
    normalise: (raw) => ({ ...raw, id: raw.uuid as string, label: `#${raw.name}` }),
  },
  multimedia: {
    name: 'multimedia',
    actions: {
      file: {
        request: { method: 'POST', path: '/admin/video/saveMedia' },
        encode: ({ id, file }) => {
          const form = new FormData();
          form.append('uuid', id ?? '');
          if (file) form.append('upload', file);
          return form;
        },
      },
    },
  },
};

function setup(respond: (request: ApiRequest) => unknown = () => ({ n: 1, ok: 1 })) {
  const fake = recordingClient(answerData(respond), { apiUrl: '/v1' });
  return { provider: createDataProvider(fake.httpClient, { registry }), calls: fake.calls };
}

const formEntries = (body: unknown) => Object.fromEntries((body as FormData).entries());

describe('create', () => {
  it('encodes the values and normalises the answered record', async () => {
    const { provider, calls } = setup(() => ({ uuid: 'p9', name: 'Gold', _id: 'x' }));
    const { data } = await provider.create('packages', { data: { name: 'Gold', annualCost: 10 } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v1/admin/package/create' });
    expect(formEntries(calls[0].body)).toEqual({ name: 'Gold', annualCost: '10' });
    expect(data).toEqual({ uuid: 'p9', name: 'Gold', _id: 'x', id: 'p9' });
  });

  it('falls back to the values with a generated id when the answer is not a record', async () => {
    const { provider } = setup(() => '');
    const first = await provider.create('packages', { data: { name: 'A' } });
    const second = await provider.create('packages', { data: { name: 'B' } });
    expect(first.data.name).toBe('A');
    expect(first.data.id).toEqual(expect.any(String));
    expect(first.data.id).not.toBe(second.data.id);
  });
});

describe('update', () => {
  const previousData = { id: 'p1', uuid: 'p1', name: 'Old', colour: 'red' };

  it('appends the uuid to a FormData body and merges the answer', async () => {
    const { provider, calls } = setup(() => ({ uuid: 'p1', name: 'New', benefits: 'a,b' }));
    const { data } = await provider.update('packages', { id: 'p1', data: { name: 'New' }, previousData });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/v1/admin/package/update' });
    expect(formEntries(calls[0].body)).toEqual({ name: 'New', uuid: 'p1' });
    expect(data).toEqual({ id: 'p1', uuid: 'p1', name: 'New', colour: 'red', benefits: 'a,b' });
  });

  it('spreads the uuid into a JSON body and keeps the id when the answer omits uuid', async () => {
    const { provider, calls } = setup(() => ({ name: 'Ann' }));
    const { data } = await provider.update('members', {
      id: 'm1',
      data: { name: 'Ann' },
      previousData: { id: 'm1', name: 'An', email: 'a@x.io' },
    });
    expect(calls[0].body).toEqual({ name: 'Ann', uuid: 'm1' });
    expect(data).toEqual({ id: 'm1', name: 'Ann', email: 'a@x.io', label: '#Ann' });
  });

  it('leaves a uuid the encoder already set', async () => {
    const registryWithUuid: ResourceRegistry = {
      vouchers: {
        name: 'vouchers',
        update: {
          request: { method: 'PATCH', path: '/admin/voucher/update' },
          encode: (values) => ({ uuid: 'from-encoder', title: values.title }),
        },
      },
    };
    const fake = recordingClient(
      answerData(() => null),
      { apiUrl: '/v1' },
    );
    const provider = createDataProvider(fake.httpClient, { registry: registryWithUuid });
    const { data } = await provider.update('vouchers', {
      id: 'v1',
      data: { title: 'T' },
      previousData: { id: 'v1' },
    });
    expect(fake.calls[0].body).toEqual({ uuid: 'from-encoder', title: 'T' });
    expect(data).toEqual({ id: 'v1', title: 'T' });
  });

  it('updateMany runs the single updates and resolves the ids', async () => {
    const { provider, calls } = setup(() => null);
    const { data } = await provider.updateMany('packages', { ids: ['p1', 'p2'], data: { colour: 'blue' } });
    expect(data).toEqual(['p1', 'p2']);
    expect(calls.map((call) => formEntries(call.body))).toEqual([
      { colour: 'blue', uuid: 'p1' },
      { colour: 'blue', uuid: 'p2' },
    ]);
  });
});

describe('toggleStatus', () => {
  it('sends {uuid, field: value} and flips the record locally (the answer is a raw update result)', async () => {
    const { provider, calls } = setup();
    const { data } = await provider.toggleStatus('packages', {
      id: 'p1',
      value: false,
      previousData: { id: 'p1', name: 'Gold', isActive: true },
    });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: '/v1/admin/package/status/update' });
    expect(calls[0].body).toEqual({ uuid: 'p1', isActive: false });
    expect(data).toEqual({ id: 'p1', name: 'Gold', isActive: false });
  });

  it('uses the entry encoder when there is one', async () => {
    const { provider, calls } = setup();
    const { data } = await provider.toggleStatus('members', { id: 'm1', value: true });
    expect(calls[0].body).toEqual({ memberUuid: 'm1', status: 'active' });
    expect(data).toEqual({ id: 'm1', status: true });
  });
});

describe('delete', () => {
  it('sends {uuid} as the body and resolves with the previous record', async () => {
    const { provider, calls } = setup();
    const previousData = { id: 'p1', name: 'Gold' };
    const { data } = await provider.delete('packages', { id: 'p1', previousData });
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: '/v1/admin/package/delete',
      body: { uuid: 'p1' },
    });
    expect(data).toBe(previousData);
  });

  it('uses the entry encoder and method, and resolves {id} without a previous record', async () => {
    const { provider, calls } = setup();
    const { data } = await provider.delete('members', { id: 'm1' });
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { uuid: 'm1', email: undefined } });
    expect(data).toEqual({ id: 'm1' });
  });

  it('deleteMany deletes each record, with its cached data, and resolves the ids', async () => {
    const { provider, calls } = setup((request) =>
      request.method === 'GET' ? [{ uuid: 'p1' }, { uuid: 'p2' }, { uuid: 'p3' }] : { n: 1 },
    );
    await provider.getList('packages', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    const { data } = await provider.deleteMany('packages', { ids: ['p1', 'p3'] });
    expect(data).toEqual(['p1', 'p3']);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { uuid: 'p1' },
      { uuid: 'p3' },
    ]);
  });
});

describe('act and upload', () => {
  it('act encodes the params and resolves with the answer data', async () => {
    const { provider, calls } = setup(() => ({ url: 'https://s3/x' }));
    const { data } = await provider.act('multimedia', 'file', { id: 'm1' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v1/admin/video/saveMedia' });
    expect(formEntries(calls[0].body)).toEqual({ uuid: 'm1' });
    expect(data).toEqual({ url: 'https://s3/x' });
  });

  it('upload goes through the upload client with progress, abort signal and no timeout', async () => {
    const fake = recordingClient(
      answerData(() => ({ uuid: 'm1' })),
      { apiUrl: '/v1' },
    );
    const provider = createDataProvider(fake.httpClient, { registry, uploadClient: fake.uploadClient });
    const options = { onProgress: vi.fn(), signal: new AbortController().signal };
    const file = new Blob(['video'], { type: 'video/mp4' });
    const { data } = await provider.upload('multimedia', 'file', { id: 'm1', file }, options);
    expect(data).toEqual({ uuid: 'm1' });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/admin/video/saveMedia', timeoutMs: 0 });
    expect((call.body as FormData).get('upload')).toBeInstanceOf(Blob);
    expect(call.upload).toBe(options);
  });

  it('upload is unsupported without an upload client, and sends nothing', async () => {
    const fake = recordingClient(answerData(() => null));
    const provider = createDataProvider(fake.httpClient, { registry });
    const file = new Blob(['video'], { type: 'video/mp4' });
    await expect(provider.upload('multimedia', 'file', { id: 'm1', file })).rejects.toMatchObject({
      status: 405,
    });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('methods a resource does not support', () => {
  const { provider, calls } = setup();

  it.each([
    [
      'getList',
      () =>
        provider.getList('members', {
          pagination: { page: 1, perPage: 5 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        }),
    ],
    ['getOne', () => provider.getOne('multimedia', { id: 'x' })],
    ['create', () => provider.create('members', { data: {} })],
    ['update', () => provider.update('multimedia', { id: 'x', data: {}, previousData: { id: 'x' } })],
    ['toggleStatus', () => provider.toggleStatus('multimedia', { id: 'x', value: true })],
    ['delete', () => provider.delete('multimedia', { id: 'x' })],
    ['act approve', () => provider.act('packages', 'approve', {})],
    ['upload cover', () => provider.upload('multimedia', 'cover', {})],
  ])('%s rejects with a 405 HttpError naming the resource and the method', async (method, run) => {
    const error = await run().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(405);
    expect((error as HttpError).message).toMatch(new RegExp(`^\\w+ does not support ${method}$`));
    expect(calls).toHaveLength(0);
  });

  it('a resource without a registry entry rejects every method', async () => {
    await expect(provider.getList('ghosts', {})).rejects.toMatchObject({
      status: 405,
      message: 'ghosts does not support getList',
    });
    await expect(provider.getMany('ghosts', { ids: ['a'] })).rejects.toMatchObject({
      message: 'ghosts does not support getMany',
    });
  });
});
