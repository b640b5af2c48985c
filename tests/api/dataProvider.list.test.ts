import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import type { ApiRequest, ListSpec, ResourceRegistry } from '../../src/api/types';
import { answerData, recordingClient } from '../helpers/recordingClient';

const everything = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
};

function providerFor(list: Partial<ListSpec>, respond: (request: ApiRequest) => unknown) {
  const registry: ResourceRegistry = {
    items: { name: 'items', list: { request: () => ({ method: 'GET', path: '/admin/item/list' }), ...list } },
  };
  const fake = recordingClient(answerData(respond), { apiUrl: '/v1' });
  return { provider: createDataProvider(fake.httpClient, { registry }), calls: fake.calls };
}

/** A PAGE route of api-contract.md §4 over `total` items. */
function pagedRoute(total: number) {
  return (request: ApiRequest) => {
    const page = Number(request.query?.page);
    const limit = Number(request.query?.limit);
    const all = Array.from({ length: total }, (_, index) => ({ uuid: `u${index + 1}`, rank: index + 1 }));
    const list = all.slice((page - 1) * limit, page * limit);
    const next = page * limit < total ? { page: page + 1, limit, count: total } : undefined;
    return { list, next };
  };
}

describe('getList: complete collections', () => {
  it('follows a paged route over 3 pages with page and limit, and maps uuid to id', async () => {
    const { provider, calls } = providerFor({ paged: true, limit: 10 }, pagedRoute(25));
    const { data, total } = await provider.getList('items', everything);
    expect(calls.map((call) => call.query)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
      { page: 3, limit: 10 },
    ]);
    expect(calls[0].url).toBe('/v1/admin/item/list');
    expect(total).toBe(25);
    expect(data[24]).toEqual({ uuid: 'u25', rank: 25, id: 'u25' });
  });

  it('stops after a full page that announces no next (the backend always announces more)', async () => {
    const { provider, calls } = providerFor({ paged: true, limit: 20 }, pagedRoute(20));
    expect((await provider.getList('items', everything)).total).toBe(20);
    expect(calls).toHaveLength(1);
  });

  it('asks for one more page after a full bare-array page, then stops on the empty one', async () => {
    const { provider, calls } = providerFor(
      { paged: true, limit: 10 },
      (request) => pagedRoute(20)(request).list,
    );
    expect((await provider.getList('items', everything)).total).toBe(20);
    expect(calls).toHaveLength(3);
  });

  it('uses a limit of 100 by default and keeps the request query', async () => {
    const { provider, calls } = providerFor(
      { paged: true, request: () => ({ method: 'GET', path: '/admin/x', query: { type: 'video' } }) },
      () => ({ list: [{ uuid: 'a' }] }),
    );
    await provider.getList('items', everything);
    expect(calls[0].query).toEqual({ type: 'video', page: 1, limit: 100 });
  });

  it.each([
    ['data.list', { list: [{ uuid: 'a' }, { uuid: 'b' }] }, 2],
    ['a bare array', [{ uuid: 'a' }], 1],
    ['data: []', [], 0],
    ['data: null', null, 0],
    ['{list: []}', { list: [] }, 0],
  ])('accepts %s', async (_, answer, count) => {
    const { provider } = providerFor({}, () => answer);
    expect((await provider.getList('items', everything)).total).toBe(count);
  });

  it('skips items that are not objects', async () => {
    const { provider } = providerFor({}, () => [{ uuid: 'a' }, null, 'junk', 3]);
    expect((await provider.getList('items', everything)).data).toEqual([{ uuid: 'a', id: 'a' }]);
  });

  it.each([
    ['a string', 'oops'],
    ['an object without list', { items: [] }],
    ['a list that is not an array', { list: 'x' }],
  ])('rejects %s as malformed, readably', async (_, answer) => {
    const { provider } = providerFor({}, () => answer);
    const error = await provider.getList('items', everything).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('app.common.malformed_response');
  });

  it('uses select with the list params, and list params choose the request without being filtered on', async () => {
    const { provider, calls } = providerFor(
      {
        params: ['eventId'],
        request: (params) => ({ method: 'POST', path: '/admin/event/view', query: { uuid: params.eventId } }),
        select: (data, params) =>
          (data as { speakers: unknown[] }).speakers.map((s) => ({ ...(s as object), params })),
      },
      () => ({ speakers: [{ uuid: 's1' }, { uuid: 's2' }] }),
    );
    const { data } = await provider.getList('items', { ...everything, filter: { eventId: 'e1' } });
    expect(calls[0].query).toEqual({ uuid: 'e1' });
    expect(data).toHaveLength(2);
    expect(data[0].params).toEqual({ eventId: 'e1' });
  });
});

describe('getList: client-side engine through the provider', () => {
  const rows = [
    { uuid: 'a', name: 'Zed', createdAt: '2024-01-01', package: { name: 'Gold' } },
    { uuid: 'b', name: 'amy', createdAt: '2024-03-01', package: { name: 'Silver' } },
    { uuid: 'c', name: 'Bo', createdAt: '2024-02-01', package: { name: 'gold' } },
  ];
  const registry: ResourceRegistry = {
    members: {
      name: 'members',
      list: { request: () => ({ method: 'GET', path: '/admin/members/list' }) },
      search: ['name', 'package.name'],
      filters: { newerThan: (record, value) => record.createdAt > String(value) },
      defaultSort: { field: 'createdAt', order: 'DESC' },
      normalise: (raw) => ({ ...raw, id: raw.uuid as string, displayName: String(raw.name).toUpperCase() }),
    },
  };
  const provider = createDataProvider(
    recordingClient(
      answerData(() => rows),
      { apiUrl: '/v1' },
    ).httpClient,
    { registry },
  );

  it('applies the default sort when no sort field is given, and the normaliser', async () => {
    const { data } = await provider.getList('members', { ...everything, sort: undefined });
    expect(data.map((record) => record.id)).toEqual(['b', 'c', 'a']);
    expect(data[0].displayName).toBe('AMY');
  });

  it('searches, filters with a predicate, sorts and pages, counting the filtered total', async () => {
    const { data, total } = await provider.getList('members', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'gold', newerThan: '2023-12-31' },
    });
    expect(total).toBe(2);
    expect(data.map((record) => record.id)).toEqual(['a']);
  });

  it('getManyReference filters on the target field', async () => {
    const { data, total } = await provider.getManyReference('members', {
      target: 'package.name',
      id: 'Silver',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(total).toBe(1);
    expect(data[0].id).toBe('b');
  });
});
