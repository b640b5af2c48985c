import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import type { ApiRequest, ResourceRegistry } from '../../src/api/types';
import { answerData, recordingClient } from '../helpers/recordingClient';

/** A paged collection of `size` people answered as the backend pages them: in name order, `next.count` set. */
const LIMIT = 10;
const registry: ResourceRegistry = {
  people: {
    name: 'people',
    list: {
      request: () => ({ method: 'GET', path: '/admin/people/list' }),
      paged: true,
      limit: LIMIT,
      order: { field: 'name', order: 'ASC' },
    },
    create: { request: { method: 'POST', path: '/admin/people/create' }, encode: (values) => values },
    search: ['name'],
  },
};

const person = (index: number, version = 1) => ({
  uuid: `p${index}`,
  name: `Person ${String(index).padStart(3, '0')}`,
  email: `p${index}@example.com`,
  age: 100 - index,
  version,
});

/**
 * A backend of `size` people whose pages answer only when released (`release(page)`, or every page with
 * `releaseAll`), so a test sees what the provider answers while the collection is incomplete.
 */
function pagedBackend(size: number) {
  let version = 1;
  const held = new Map<number, () => void>();
  let open = false;
  let inFlight = 0;
  let mostInFlight = 0;
  const fake = recordingClient(
    answerData(async (request: ApiRequest) => {
      if (request.method !== 'GET') return {};
      const page = Number(request.query?.page);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      if (!open) await new Promise<void>((resolve) => held.set(page, resolve));
      inFlight--;
      const list = Array.from({ length: size }, (_, i) => person(i, version)).slice(
        (page - 1) * LIMIT,
        page * LIMIT,
      );
      const next = page * LIMIT < size ? { page: page + 1, limit: LIMIT, count: size } : undefined;
      return { next, list };
    }),
    { apiUrl: '/v1' },
  );
  const pageCalls = () => fake.calls.filter((call) => call.method === 'GET');
  return {
    fake,
    pageCalls,
    mostInFlight: () => mostInFlight,
    /** Answers the held request for `page` once it has been sent. */
    release: async (page: number) => {
      await vi.waitFor(() => expect(held.has(page)).toBe(true));
      held.get(page)?.();
      held.delete(page);
    },
    releaseAll: () => {
      open = true;
      for (const resolve of held.values()) resolve();
      held.clear();
    },
    hold: () => {
      open = false;
    },
    newVersion: () => {
      version++;
    },
  };
}

const byName = { field: 'name', order: 'ASC' as const };
const partial = { partial: true };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page can be answered before the collection is complete: waits until it is. */
const readWhole = async (provider: ReturnType<typeof createDataProvider>) =>
  vi.waitFor(async () =>
    expect(await provider.collectionState('people', {})).toMatchObject({ complete: true }),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('a collection read page by page', () => {
  it('reads the pages after the first concurrently and keeps them in order', async () => {
    const backend = pagedBackend(45);
    backend.releaseAll();
    const provider = createDataProvider(backend.fake.httpClient, { registry });
    const { data, total } = await provider.getList('people', {
      pagination: { page: 1, perPage: 100 },
      sort: byName,
      filter: {},
    });
    expect(total).toBe(45);
    expect(data.map((record) => record.id)).toEqual(Array.from({ length: 45 }, (_, i) => `p${i}`));
    expect(backend.pageCalls().map((call) => call.query?.page)).toEqual([1, 2, 3, 4, 5]);
    backend.hold();
    // Concurrency is only seen with held answers: a new provider, pages 2–5 asked for before any answers.
    const held = pagedBackend(45);
    const second = createDataProvider(held.fake.httpClient, { registry });
    const read = second.getList('people', { pagination: { page: 1, perPage: 10 }, sort: byName, filter: {} });
    await held.release(1);
    await vi.waitFor(() => expect(held.pageCalls()).toHaveLength(5));
    expect(held.mostInFlight()).toBeGreaterThan(1);
    held.releaseAll();
    await read;
  });

  it('shows a page in the backend order before the last page is read, without a total', async () => {
    const backend = pagedBackend(45);
    const provider = createDataProvider(backend.fake.httpClient, { registry });
    const first = provider.getList('people', {
      pagination: { page: 1, perPage: 5 },
      sort: byName,
      filter: {},
      meta: partial,
    });
    await backend.release(1);
    const shown = await first;
    expect(shown.data.map((record) => record.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    // No count passes for the total while pages are missing: only that a next page exists.
    expect(shown.total).toBeUndefined();
    expect(shown.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(await provider.collectionState('people', {})).toEqual({ loaded: 10, total: 45, complete: false });
    backend.releaseAll();
  });

  it('answers a search in the backend order with its first matches, and waits for more pages when needed', async () => {
    const backend = pagedBackend(45);
    const provider = createDataProvider(backend.fake.httpClient, { registry });
    const searched = provider.getList('people', {
      pagination: { page: 1, perPage: 3 },
      sort: byName,
      filter: { q: 'person 01' },
      meta: partial,
    });
    let answered = false;
    void searched.then(() => (answered = true));
    await backend.release(1);
    await settle();
    // Page 1 (people 0–9) has no match: the answer waits for the next page.
    expect(answered).toBe(false);
    await backend.release(2);
    const { data, pageInfo, total } = await searched;
    expect(data.map((record) => record.name)).toEqual(['Person 010', 'Person 011', 'Person 012']);
    expect(pageInfo?.hasNextPage).toBe(true);
    expect(total).toBeUndefined();
    backend.releaseAll();
  });

  it('a sort on another field, and any caller that does not accept a partial page, waits for the whole set', async () => {
    const backend = pagedBackend(45);
    const provider = createDataProvider(backend.fake.httpClient, { registry });
    const sorted = provider.getList('people', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'age', order: 'ASC' },
      filter: {},
      meta: partial,
    });
    const counted = provider.getList('people', {
      pagination: { page: 1, perPage: 1 },
      sort: byName,
      filter: {},
    });
    let answered = 0;
    void sorted.then(() => answered++);
    void counted.then(() => answered++);
    await backend.release(1);
    await backend.release(2);
    await backend.release(3);
    await backend.release(4);
    await settle();
    expect(answered).toBe(0);
    expect(await provider.collectionState('people', {})).toMatchObject({ loaded: 40, complete: false });
    await backend.release(5);
    // The youngest are the last people: only the whole collection gives them, and the true total.
    expect((await sorted).data.map((record) => record.id)).toEqual(['p44', 'p43', 'p42', 'p41', 'p40']);
    expect((await sorted).total).toBe(45);
    expect((await counted).total).toBe(45);
  });
});

describe('stale-while-revalidate', () => {
  const listParams = { pagination: { page: 1, perPage: 5 }, sort: byName, filter: {}, meta: partial };

  it('serves a stale collection at once and reads it again behind it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const backend = pagedBackend(15);
    backend.releaseAll();
    const provider = createDataProvider(backend.fake.httpClient, { registry, cacheTtlMs: 5_000 });
    await provider.getList('people', listParams);
    await readWhole(provider);
    expect(backend.pageCalls()).toHaveLength(2);
    vi.setSystemTime(Date.now() + 5_000);
    backend.hold();
    backend.newVersion();
    // Aged: the stale rows come back without waiting for the backend, which is asked again.
    const stale = await provider.getList('people', listParams);
    expect(stale.data[0]?.version).toBe(1);
    expect(stale.total).toBe(15);
    await backend.release(1);
    await backend.release(2);
    await vi.waitFor(async () =>
      expect((await provider.getList('people', listParams)).data[0]?.version).toBe(2),
    );
    expect(backend.pageCalls()).toHaveLength(4);
  });

  it('revalidate (a list shown again) reads the collection again and says when new records are in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const backend = pagedBackend(15);
    backend.releaseAll();
    const provider = createDataProvider(backend.fake.httpClient, { registry });
    await provider.getList('people', listParams);
    await readWhole(provider);
    // Just read: nothing to do.
    expect(await provider.revalidate('people', {})).toBe(false);
    vi.setSystemTime(Date.now() + 3_000);
    backend.newVersion();
    expect(await provider.revalidate('people', {})).toBe(true);
    expect((await provider.getList('people', listParams)).data[0]?.version).toBe(2);
    expect(backend.pageCalls()).toHaveLength(4);
  });

  it('expire (Refresh) makes the next read wait for new data, even just after a read', async () => {
    const backend = pagedBackend(15);
    backend.releaseAll();
    const provider = createDataProvider(backend.fake.httpClient, { registry });
    await provider.getList('people', listParams);
    await readWhole(provider);
    backend.newVersion();
    await provider.expire(['people']);
    const fresh = await provider.getList('people', { ...listParams, meta: undefined });
    expect(fresh.data[0]?.version).toBe(2);
  });

  it('a write makes the next read a new one, even of a stale collection', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const backend = pagedBackend(15);
    backend.releaseAll();
    const provider = createDataProvider(backend.fake.httpClient, { registry, cacheTtlMs: 5_000 });
    await provider.getList('people', listParams);
    vi.setSystemTime(Date.now() + 10_000);
    backend.newVersion();
    await provider.create('people', { data: { name: 'New' } });
    const { data, total } = await provider.getList('people', { ...listParams, meta: undefined });
    expect(data[0]?.version).toBe(2);
    expect(total).toBe(15);
  });
});
