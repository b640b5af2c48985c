import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkWriteError } from '../../src/api/bulkWrites';
import { createDataProvider } from '../../src/api/dataProvider';
import type { ApiRequest, HttpClient, ResourceRegistry } from '../../src/api/types';

const registry: ResourceRegistry = {
  members: {
    name: 'members',
    list: { request: () => ({ method: 'GET', path: '/admin/members/list' }) },
    update: {
      request: { method: 'PATCH', path: '/admin/members/update' },
      encode: (values, previous) => ({ name: values.name, email: previous?.email as string }),
    },
    status: {
      request: { method: 'PATCH', path: '/admin/members/status/update' },
      field: 'isActive',
      encode: (id, value, record) => ({ uuid: id, isActive: value, email: record?.email as string }),
    },
    remove: {
      request: { method: 'DELETE', path: '/admin/members/delete' },
      encode: (id, record) => ({ uuid: id, email: record?.email as string }),
    },
    actions: {
      approve: {
        request: { method: 'PATCH', path: '/admin/members/approve' },
        encode: ({ id, record, data }) => ({ userUuid: id ?? '', email: record?.email as string, ...data }),
      },
    },
  },
};

const MEMBERS = Array.from({ length: 10 }, (_, index) => ({ uuid: `m${index}`, email: `m${index}@x.io` }));

/** Writes the test answers by hand (to see what runs at once); list reads answer the members at once. */
function manualServer() {
  const sent: (ApiRequest & { settle: (error?: Error) => void })[] = [];
  const httpClient = (async (request: ApiRequest) => {
    if (request.method === 'GET') return { data: MEMBERS, status: 200 };
    return new Promise((resolve, reject) => {
      sent.push({
        ...request,
        settle: (error) => (error ? reject(error) : resolve({ data: { n: 1 } as never, status: 200 })),
      });
    });
  }) as HttpClient;
  const provider = createDataProvider(httpClient, { registry });
  return { provider, sent };
}

/** Lets the settled calls' workers start their next call (fake timers: no wall clock). */
const tick = () => vi.advanceTimersByTimeAsync(1);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ids = MEMBERS.map((member) => member.uuid);

async function withMembersCached(provider: ReturnType<typeof manualServer>['provider']) {
  await provider.getList('members', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: '', order: 'ASC' },
    filter: {},
  });
}

describe('updateMany and deleteMany', () => {
  it('run the single calls four at a time and report progress from 0', async () => {
    const { provider, sent } = manualServer();
    const progress: [number, number][] = [];
    const run = provider.updateMany('members', {
      ids: ids.slice(0, 6),
      data: { isActive: false },
      meta: { onProgress: (finished: number, total: number) => progress.push([finished, total]) },
    });
    await tick();
    expect(sent).toHaveLength(4);
    sent[1]!.settle();
    await tick();
    expect(sent).toHaveLength(5);
    sent
      .slice(0, 1)
      .concat(sent.slice(2))
      .forEach((call) => call.settle());
    await tick();
    sent[5]!.settle();
    await expect(run).resolves.toEqual({ data: ids.slice(0, 6) });
    expect(progress[0]).toEqual([0, 6]);
    expect(progress.at(-1)).toEqual([6, 6]);
    expect(progress.map(([finished]) => finished)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('send a change of the status field alone to the status route, with each record as cached before the first write', async () => {
    const { provider, sent } = manualServer();
    await withMembersCached(provider);
    const run = provider.updateMany('members', { ids: ids.slice(0, 5), data: { isActive: false } });
    await tick();
    // The fifth call starts once the first has finished (and dropped the cached collection).
    sent[0]!.settle();
    await tick();
    sent.slice(1).forEach((call) => call.settle());
    await run;
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual(
      ids.slice(0, 5).map((id) => ({
        path: '/admin/members/status/update',
        body: { uuid: id, isActive: false, email: `${id}@x.io` },
      })),
    );
  });

  it('send other changes to the update route', async () => {
    const { provider, sent } = manualServer();
    await withMembersCached(provider);
    const run = provider.updateMany('members', { ids: ['m2'], data: { name: 'Ann' } });
    await tick();
    sent.forEach((call) => call.settle());
    await run;
    expect(sent[0]).toMatchObject({
      path: '/admin/members/update',
      body: { uuid: 'm2', name: 'Ann', email: 'm2@x.io' },
    });
  });

  it('on partial failure reject with the ids that failed and why, the others staying done', async () => {
    const { provider, sent } = manualServer();
    await withMembersCached(provider);
    const run = provider.deleteMany('members', { ids: ['m1', 'm2', 'm3'] });
    run.catch(() => undefined);
    await tick();
    sent[0]!.settle();
    sent[1]!.settle(new HttpError('Member has open payments', 400));
    sent[2]!.settle(new HttpError('Record not found', 404));
    const error = await run.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(error).toBeInstanceOf(BulkWriteError);
    expect(error).toMatchObject({
      done: ['m1'],
      failures: [
        { id: 'm2', reason: 'Member has open payments' },
        { id: 'm3', reason: 'Record not found' },
      ],
      skipped: [],
    });
    expect(sent.map((call) => call.body)).toEqual([
      { uuid: 'm1', email: 'm1@x.io' },
      { uuid: 'm2', email: 'm2@x.io' },
      { uuid: 'm3', email: 'm3@x.io' },
    ]);
  });

  it('stop sending at the signal: the calls in flight finish, the others are reported as not sent', async () => {
    const { provider, sent } = manualServer();
    const cancel = new AbortController();
    const run = provider.updateMany('members', {
      ids,
      data: { isActive: true },
      meta: { signal: cancel.signal },
    });
    run.catch(() => undefined);
    await tick();
    expect(sent).toHaveLength(4);
    cancel.abort();
    sent.forEach((call) => call.settle());
    const error = (await run.catch((rejection: unknown) => rejection)) as BulkWriteError;
    expect(sent).toHaveLength(4);
    expect(error).toBeInstanceOf(BulkWriteError);
    expect(error.done).toEqual(ids.slice(0, 4));
    expect(error.failures).toEqual([]);
    expect(error.skipped).toEqual(ids.slice(4));
  });

  it('never run more than four calls at once, however the answers come', async () => {
    const { provider, sent } = manualServer();
    const run = provider.deleteMany('members', { ids });
    const answered = new Set<number>();
    let mostInFlight = 0;
    for (let round = 0; answered.size < ids.length; round += 1) {
      await tick();
      const open = sent.map((_, index) => index).filter((index) => !answered.has(index));
      mostInFlight = Math.max(mostInFlight, open.length);
      // Answers out of order: the newest open call, then the oldest.
      const next = round % 2 ? open.at(-1)! : open[0]!;
      sent[next]!.settle();
      answered.add(next);
    }
    await expect(run).resolves.toEqual({ data: ids });
    expect(mostInFlight).toBe(4);
    expect(sent).toHaveLength(ids.length);
  });
});

describe('actMany', () => {
  it('runs the action once per record, four at a time, each body read from the record as cached before the first call', async () => {
    const { provider, sent } = manualServer();
    await withMembersCached(provider);
    const progress: number[] = [];
    const run = provider.actMany('members', 'approve', {
      ids: ids.slice(0, 6),
      data: { note: 'bulk' },
      meta: { onProgress: (finished: number) => progress.push(finished) },
    });
    await tick();
    expect(sent).toHaveLength(4);
    sent[0]!.settle();
    await tick();
    sent.slice(1).forEach((call) => call.settle());
    await tick();
    sent.slice(4).forEach((call) => call.settle());
    await expect(run).resolves.toEqual({ data: ids.slice(0, 6) });
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual(
      ids.slice(0, 6).map((id) => ({
        path: '/admin/members/approve',
        body: { userUuid: id, email: `${id}@x.io`, note: 'bulk' },
      })),
    );
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('on partial failure rejects with the records that failed and why; the others stay done', async () => {
    const { provider, sent } = manualServer();
    await withMembersCached(provider);
    const run = provider.actMany('members', 'approve', { ids: ['m1', 'm2'] });
    run.catch(() => undefined);
    await tick();
    sent[0]!.settle(new HttpError('Request already decided', 400));
    sent[1]!.settle();
    const error = (await run.catch((rejection: unknown) => rejection)) as BulkWriteError;
    expect(error).toBeInstanceOf(BulkWriteError);
    expect(error.done).toEqual(['m2']);
    expect(error.failures).toEqual([
      { id: 'm1', reason: 'Request already decided', error: expect.objectContaining({ status: 400 }) },
    ]);
  });

  it('refuses an action the entry does not declare, sending nothing', async () => {
    const { provider, sent } = manualServer();
    await expect(provider.actMany('members', 'explode', { ids: ['m1'] })).rejects.toMatchObject({
      status: 405,
    });
    expect(sent).toHaveLength(0);
  });
});
