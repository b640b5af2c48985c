import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { CONFLICT_MESSAGE, isConflict, STATUS_CONFLICT_MESSAGE } from '../../src/api/recordVersions';
import type { ApiRequest, ResourceRegistry } from '../../src/api/types';
import { ok, recordingClient, type Reply } from '../helpers/recordingClient';

const registry: ResourceRegistry = {
  faqs: {
    name: 'faqs',
    one: { request: (id) => ({ method: 'POST', path: '/admin/faqs/view', body: { uuid: id } }) },
    update: {
      request: { method: 'PATCH', path: '/admin/faqs/update' },
      encode: (values) => ({ question: values.question }),
    },
    status: { request: { method: 'PATCH', path: '/admin/faqs/status' }, field: 'isActive' },
    actions: {
      archive: {
        request: { method: 'PATCH', path: '/admin/faqs/archive' },
        encode: ({ id }) => ({ uuid: id }),
      },
    },
    normalise: (raw) => ({ ...raw, id: raw.uuid as string, title: `Q: ${String(raw.question)}` }),
  },
  // Read from its list only (the contract has no view): the version, when the row carries one, is sent.
  vouchers: {
    name: 'vouchers',
    list: { request: () => ({ method: 'GET', path: '/admin/voucher/list' }) },
    update: {
      request: { method: 'PATCH', path: '/admin/voucher/update' },
      encode: (values) => ({ name: values.name }),
    },
  },
};

const faq = (question: string) => ({ uuid: 'f1', question });

function serverAnswering(answers: Reply[]) {
  const client = recordingClient((request: ApiRequest) => {
    const next = answers.shift();
    if (!next) throw new Error(`unexpected ${request.method} ${request.path}`);
    return next;
  });
  return { ...client, provider: createDataProvider(client.httpClient, { registry }) };
}

describe('record versions: If-Match from the ETag read (issue 29)', () => {
  it('sends the version a record was read at as If-Match, never as a body field', async () => {
    const { provider, last } = serverAnswering([
      { ...ok(faq('Old?')), etag: '"v1"' },
      { ...ok(faq('New?')), etag: '"v2"' },
      ok(faq('Newer?')),
    ]);
    await provider.getOne('faqs', { id: 'f1' });
    await provider.update('faqs', { id: 'f1', data: { question: 'New?' }, previousData: { id: 'f1' } });
    expect(last()?.headers['If-Match']).toBe('"v1"');
    expect(last()?.body).toEqual({ question: 'New?', uuid: 'f1' });
    // The version the save answered is the one the next save was read at.
    await provider.update('faqs', { id: 'f1', data: { question: 'Newer?' }, previousData: { id: 'f1' } });
    expect(last()?.headers['If-Match']).toBe('"v2"');
  });

  it('turns a 409 into a conflict carrying the current record, and the next save is made at its version', async () => {
    const { provider, last } = serverAnswering([
      { ...ok(faq('Old?')), etag: '"v1"' },
      {
        http: 409,
        body: { status: 409, message: 'Error!', error: 'changed', data: faq('Theirs?') },
        etag: '"v5"',
      },
      { ...ok(faq('Mine?')), etag: '"v6"' },
    ]);
    await provider.getOne('faqs', { id: 'f1' });
    const error = await provider
      .update('faqs', { id: 'f1', data: { question: 'Mine?' }, previousData: { id: 'f1' } })
      .catch((reason: unknown) => reason);
    expect(isConflict(error)).toBe(true);
    expect(error).toMatchObject({
      message: CONFLICT_MESSAGE,
      status: 409,
      body: { current: { id: 'f1', question: 'Theirs?', title: 'Q: Theirs?' } },
    });
    await provider.update('faqs', { id: 'f1', data: { question: 'Mine?' }, previousData: { id: 'f1' } });
    expect(last()?.headers['If-Match']).toBe('"v5"');
  });

  it('sends no If-Match for a record whose version is unknown (read from a list, or after sign-out)', async () => {
    const { provider, last } = serverAnswering([
      ok([{ uuid: 'v1', name: 'Ten off' }]),
      ok({ uuid: 'v1', name: 'Twenty off' }),
      { ...ok(faq('Old?')), etag: '"v1"' },
      ok(faq('New?')),
    ]);
    await provider.getOne('vouchers', { id: 'v1' });
    await provider.update('vouchers', { id: 'v1', data: { name: 'Twenty off' }, previousData: { id: 'v1' } });
    expect(last()?.headers).not.toHaveProperty('If-Match');
    await provider.getOne('faqs', { id: 'f1' });
    provider.clearCache();
    await provider.update('faqs', { id: 'f1', data: { question: 'New?' }, previousData: { id: 'f1' } });
    expect(last()?.headers).not.toHaveProperty('If-Match');
  });

  it('sends the version a list row carried (where the contract has no view), never as a record or body field', async () => {
    const { provider, last } = serverAnswering([
      ok([
        { uuid: 'v1', name: 'Ten off', etag: '"r1"' },
        { uuid: 'v2', name: 'Five off' },
      ]),
      { ...ok({ uuid: 'v1', name: 'Twenty off' }), etag: '"r2"' },
      ok({ uuid: 'v2', name: 'Six off' }),
    ]);
    const { data } = await provider.getList('vouchers', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    expect(data[0]).toEqual({ uuid: 'v1', id: 'v1', name: 'Ten off' });
    const { data: opened } = await provider.getOne('vouchers', { id: 'v1' });
    expect(opened).not.toHaveProperty('etag');
    await provider.update('vouchers', { id: 'v1', data: opened, previousData: opened });
    expect(last()?.headers['If-Match']).toBe('"r1"');
    expect(last()?.body).toEqual({ name: 'Ten off', uuid: 'v1' });
    expect(await provider.recordVersion('vouchers', 'v1')).toBe('"r2"');
    // A row without a version: none is sent.
    await provider.update('vouchers', { id: 'v2', data: { name: 'Six off' }, previousData: { id: 'v2' } });
    expect(last()?.headers).not.toHaveProperty('If-Match');
  });

  it('reads the record as it now is past the caches, and moves the version saved at only when adopted', async () => {
    const { provider, last, calls } = serverAnswering([
      ok([{ uuid: 'v1', name: 'Ten off', etag: '"r1"' }]),
      ok([{ uuid: 'v1', name: 'Theirs', etag: '"r5"' }]),
      { ...ok(faq('Old?')), etag: '"f1"' },
      { ...ok(faq('Theirs?')), etag: '"f4"' },
      ok({ uuid: 'v1', name: 'Mine' }),
      ok(faq('Mine?')),
    ]);
    await provider.getOne('vouchers', { id: 'v1' });
    expect(await provider.readCurrent('vouchers', 'v1')).toEqual({
      data: { uuid: 'v1', id: 'v1', name: 'Theirs' },
      version: '"r5"',
    });
    expect(calls).toHaveLength(2);
    // The cache still answers what the form opened with, and the save is still checked at that version.
    expect((await provider.getOne('vouchers', { id: 'v1' })).data).toMatchObject({ name: 'Ten off' });
    expect(await provider.recordVersion('vouchers', 'v1')).toBe('"r1"');

    await provider.getOne('faqs', { id: 'f1' });
    const current = await provider.readCurrent('faqs', 'f1');
    expect(current).toEqual({
      data: { uuid: 'f1', id: 'f1', question: 'Theirs?', title: 'Q: Theirs?' },
      version: '"f4"',
    });
    expect(await provider.recordVersion('faqs', 'f1')).toBe('"f1"');

    // Shown to the admin: their next save is made at it.
    await provider.adoptVersion('vouchers', 'v1', '"r5"');
    await provider.update('vouchers', { id: 'v1', data: { name: 'Mine' }, previousData: { id: 'v1' } });
    expect(last()?.headers['If-Match']).toBe('"r5"');
    await provider.adoptVersion('faqs', 'f1', current.version);
    await provider.update('faqs', { id: 'f1', data: { question: 'Mine?' }, previousData: { id: 'f1' } });
    expect(last()?.headers['If-Match']).toBe('"f4"');
  });

  it('checks a status switch at the version read, and refuses a stale one with the status notice', async () => {
    const { provider, last } = serverAnswering([
      { ...ok(faq('Old?')), etag: '"v1"' },
      { ...ok({ acknowledged: true }), etag: '"v2"' },
      {
        http: 409,
        body: { status: 409, message: 'Error!', error: 'changed', data: faq('Theirs?') },
        etag: '"v7"',
      },
      { ...ok({ acknowledged: true }), etag: '"v8"' },
    ]);
    await provider.getOne('faqs', { id: 'f1' });
    const previousData = { id: 'f1', isActive: true };
    await provider.toggleStatus('faqs', { id: 'f1', value: false, previousData });
    expect(last()?.headers['If-Match']).toBe('"v1"');
    // The switch's own write moved the version: the next switch is not refused for it.
    const error = await provider
      .toggleStatus('faqs', { id: 'f1', value: true, previousData })
      .catch((reason: unknown) => reason);
    expect(last()?.headers['If-Match']).toBe('"v2"');
    expect(error).toMatchObject({ message: STATUS_CONFLICT_MESSAGE, status: 409 });
    // The list shows the status the server now holds; a switch from there is made at its version.
    await provider.toggleStatus('faqs', { id: 'f1', value: true, previousData });
    expect(last()?.headers['If-Match']).toBe('"v7"');
  });

  it('checks an action on one record at its version, as a switch', async () => {
    const { provider, last } = serverAnswering([
      { ...ok(faq('Old?')), etag: '"v1"' },
      {
        http: 409,
        body: { status: 409, message: 'Error!', error: 'changed', data: faq('Theirs?') },
        etag: '"v3"',
      },
      { ...ok({ acknowledged: true }), etag: '"v4"' },
    ]);
    await provider.getOne('faqs', { id: 'f1' });
    const error = await provider.act('faqs', 'archive', { id: 'f1' }).catch((reason: unknown) => reason);
    expect(last()?.headers['If-Match']).toBe('"v1"');
    expect(error).toMatchObject({ message: STATUS_CONFLICT_MESSAGE, status: 409 });
    await provider.act('faqs', 'archive', { id: 'f1' });
    expect(last()?.headers['If-Match']).toBe('"v3"');
  });
});
