import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import type { ResourceRegistry } from '../../src/api/types';
import { answerData, recordingClient } from '../helpers/recordingClient';

const registry: ResourceRegistry = {
  faqs: {
    name: 'faqs',
    list: { request: () => ({ method: 'GET', path: '/admin/faq/list' }) },
    create: { request: { method: 'POST', path: '/admin/faq/create' }, encode: (values) => values },
    actions: {
      notify: {
        request: { method: 'POST', path: '/admin/faq/notify' },
        encode: ({ id }) => ({ uuid: id }),
        invalidates: ['speakers'],
      },
    },
    search: ['question'],
  },
  speakers: {
    name: 'speakers',
    list: {
      params: ['eventId'],
      request: ({ eventId }) => ({ method: 'POST', path: '/admin/event/view', query: { uuid: eventId } }),
    },
  },
  packages: { name: 'packages', list: { request: () => ({ method: 'GET', path: '/admin/package/list' }) } },
};

const rows = Array.from({ length: 30 }, (_, index) => ({ uuid: `f${index}`, question: `Question ${index}` }));

function setup(cacheTtlMs?: number) {
  const fake = recordingClient(
    answerData((request) => (request.method === 'GET' || request.path.includes('view') ? rows : {})),
    { apiUrl: '/v1' },
  );
  const provider = createDataProvider(fake.httpClient, { registry, cacheTtlMs });
  const listCalls = () =>
    fake.calls.filter((call) => call.url.endsWith('/list') || call.url.endsWith('/view'));
  return { provider, listCalls, calls: fake.calls };
}

const listParams = (page = 1, extra: object = {}) => ({
  pagination: { page, perPage: 10 },
  sort: { field: 'question', order: 'ASC' as const },
  filter: {},
  ...extra,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('collection cache', () => {
  it('serves page, sort and search changes without another request', async () => {
    const { provider, listCalls } = setup();
    await provider.getList('faqs', listParams(1));
    await provider.getList('faqs', listParams(2));
    await provider.getList('faqs', listParams(1, { sort: { field: 'question', order: 'DESC' } }));
    const searched = await provider.getList('faqs', listParams(1, { filter: { q: 'question 2' } }));
    expect(searched.total).toBe(11);
    expect(listCalls()).toHaveLength(1);
  });

  it('shares one in-flight request between identical concurrent reads', async () => {
    const { provider, listCalls } = setup();
    await Promise.all([provider.getList('faqs', listParams(1)), provider.getList('faqs', listParams(2))]);
    expect(listCalls()).toHaveLength(1);
  });

  it('keeps one collection per set of list params', async () => {
    const { provider, listCalls } = setup();
    await provider.getList('speakers', listParams(1, { filter: { eventId: 'e1' } }));
    await provider.getList('speakers', listParams(2, { filter: { eventId: 'e1' } }));
    await provider.getList('speakers', listParams(1, { filter: { eventId: 'e2' } }));
    expect(listCalls().map((call) => call.query)).toEqual([{ uuid: 'e1' }, { uuid: 'e2' }]);
  });

  it('getOne and getMany read the cached collection', async () => {
    const { provider, listCalls } = setup();
    await provider.getList('faqs', listParams(1));
    expect((await provider.getOne('faqs', { id: 'f3' })).data.question).toBe('Question 3');
    const many = await provider.getMany('faqs', { ids: ['f1', 'f2', 'missing'] });
    expect(many.data.map((record) => record.id)).toEqual(['f1', 'f2']);
    expect(listCalls()).toHaveLength(1);
  });

  it('getOne of a parameterised collection reads the one meta.params names, once', async () => {
    const { provider, listCalls } = setup();
    const meta = { params: { eventId: 'e7' } };
    expect((await provider.getOne('speakers', { id: 'f5', meta })).data.question).toBe('Question 5');
    await provider.getList('speakers', listParams(1, { filter: { eventId: 'e7' } }));
    expect(listCalls().map((call) => call.query)).toEqual([{ uuid: 'e7' }]);
  });

  it('getOne of a record that is not in the collection rejects with 404', async () => {
    const { provider } = setup();
    await expect(provider.getOne('faqs', { id: 'nope' })).rejects.toMatchObject({
      status: 404,
      message: 'ra.notification.item_doesnt_exist',
    });
  });

  it('a mutation drops the collection and the next getList fetches again', async () => {
    const { provider, listCalls } = setup();
    await provider.getList('faqs', listParams(1));
    await provider.create('faqs', { data: { question: 'New?' } });
    await provider.getList('faqs', listParams(1));
    expect(listCalls()).toHaveLength(2);
  });

  it('a mutation that fails drops the collection too', async () => {
    const fake = recordingClient(
      answerData((request) => {
        if (request.method === 'POST') throw new Error('400 but saved');
        return rows;
      }),
      { apiUrl: '/v1' },
    );
    const provider = createDataProvider(fake.httpClient, { registry });
    await provider.getList('faqs', listParams(1));
    await expect(provider.create('faqs', { data: { question: 'x' } })).rejects.toThrow('400 but saved');
    await provider.getList('faqs', listParams(1));
    expect(fake.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('an action drops its own resource and the ones it invalidates, and no other', async () => {
    const { provider, listCalls } = setup();
    await provider.getList('faqs', listParams(1));
    await provider.getList('speakers', listParams(1, { filter: { eventId: 'e1' } }));
    await provider.getList('packages', listParams(1));
    await provider.act('faqs', 'notify', { id: 'f1' });
    await provider.getList('faqs', listParams(1));
    await provider.getList('speakers', listParams(1, { filter: { eventId: 'e1' } }));
    await provider.getList('packages', listParams(1));
    expect(listCalls().map((call) => call.url)).toEqual([
      '/v1/admin/faq/list',
      '/v1/admin/event/view',
      '/v1/admin/package/list',
      '/v1/admin/faq/list',
      '/v1/admin/event/view',
    ]);
  });

  it('reads a collection again (behind its stale records) once it is cacheTtlMs old', async () => {
    vi.useFakeTimers();
    const { provider, listCalls } = setup(5_000);
    await provider.getList('faqs', listParams(1));
    vi.advanceTimersByTime(4_999);
    await provider.getList('faqs', listParams(2));
    expect(listCalls()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await provider.getList('faqs', listParams(2));
    expect(listCalls()).toHaveLength(2);
  });

  it('reads it again after one minute by default', async () => {
    vi.useFakeTimers();
    const { provider, listCalls } = setup();
    await provider.getList('faqs', listParams(1));
    vi.advanceTimersByTime(59_999);
    await provider.getList('faqs', listParams(1));
    vi.advanceTimersByTime(1);
    await provider.getList('faqs', listParams(1));
    expect(listCalls()).toHaveLength(2);
  });

  it('clearCache drops everything', async () => {
    const { provider, listCalls } = setup();
    await provider.getList('faqs', listParams(1));
    await provider.getList('packages', listParams(1));
    provider.clearCache();
    await provider.getList('faqs', listParams(1));
    await provider.getList('packages', listParams(1));
    expect(listCalls()).toHaveLength(4);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const fake = recordingClient(
      answerData(() => {
        if (fail) throw new Error('offline');
        return rows;
      }),
      { apiUrl: '/v1' },
    );
    const provider = createDataProvider(fake.httpClient, { registry });
    await expect(provider.getList('faqs', listParams(1))).rejects.toThrow('offline');
    fail = false;
    expect((await provider.getList('faqs', listParams(1))).total).toBe(30);
  });

  it('separate provider instances keep separate caches', async () => {
    const first = setup();
    const second = setup();
    await first.provider.getList('faqs', listParams(1));
    await second.provider.getList('faqs', listParams(1));
    expect(first.listCalls()).toHaveLength(1);
    expect(second.listCalls()).toHaveLength(1);
  });
});
