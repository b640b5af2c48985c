import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';
import { createOwnWrites, OWN_WRITE_GRACE_MS } from '../../src/api/ownWrites';
import type { HttpClient, ResourceRegistry } from '../../src/api/types';

/** A write the test answers by hand. */
function manualWrite() {
  let answer: () => void = () => undefined;
  const write = () => new Promise<void>((resolve) => (answer = resolve));
  return { write, answer: () => answer() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createOwnWrites (issue 30)', () => {
  it('counts a write of a record while it runs and for OWN_WRITE_GRACE_MS after its answer', async () => {
    const own = createOwnWrites();
    const { write, answer } = manualWrite();
    const tracking = own.track(['members', 'groups'], 'm1', write);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(own.wrote('members', 'm1')).toBe(true);
    expect(own.wrote('groups', 'm1')).toBe(true);
    expect(own.wrote('members', 'm2')).toBe(false);
    expect(own.wrote('faqs', 'm1')).toBe(false);
    answer();
    await tracking;
    await vi.advanceTimersByTimeAsync(OWN_WRITE_GRACE_MS - 1);
    expect(own.wrote('members', 'm1')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(own.wrote('members', 'm1')).toBe(false);
  });

  it('counts a failed write too (some failing calls still write), and a create as any record of its resource', async () => {
    const own = createOwnWrites();
    await expect(own.track(['faqs'], 'f1', () => Promise.reject(new Error('500')))).rejects.toThrow('500');
    expect(own.wrote('faqs', 'f1')).toBe(true);
    await own.track(['vouchers'], undefined, async () => undefined);
    expect(own.wrote('vouchers', 'v-new')).toBe(true);
    expect(own.wrote('vouchers', null)).toBe(true);
    expect(own.wrote('faqs', null)).toBe(false);
  });

  it('keeps a record written twice at once until the later answer', async () => {
    const own = createOwnWrites();
    const first = manualWrite();
    const second = manualWrite();
    const firstTracking = own.track(['members'], 'm1', first.write);
    const secondTracking = own.track(['members'], 'm1', second.write);
    first.answer();
    await firstTracking;
    await vi.advanceTimersByTimeAsync(OWN_WRITE_GRACE_MS);
    expect(own.wrote('members', 'm1')).toBe(true);
    second.answer();
    await secondTracking;
    await vi.advanceTimersByTimeAsync(OWN_WRITE_GRACE_MS);
    expect(own.wrote('members', 'm1')).toBe(false);
  });
});

describe("the provider's isOwnWrite (issue 30)", () => {
  const registry: ResourceRegistry = {
    members: {
      name: 'members',
      list: { request: () => ({ method: 'GET', path: '/admin/members/list' }) },
      status: { request: { method: 'PATCH', path: '/admin/members/status/update' }, field: 'isActive' },
      remove: { request: { method: 'DELETE', path: '/admin/members/delete' } },
    },
  };
  const httpClient = (async () => ({ data: { n: 1 }, status: 200 })) as HttpClient;

  it("names the records a bulk run wrote, and no other, as the provider's own", async () => {
    const provider = createDataProvider(httpClient, { registry });
    await provider.updateMany('members', { ids: ['m1', 'm2'], data: { isActive: false } });
    await provider.deleteMany('members', { ids: ['m3'] });
    expect(await provider.isOwnWrite('members', 'm1')).toBe(true);
    expect(await provider.isOwnWrite('members', 'm2')).toBe(true);
    expect(await provider.isOwnWrite('members', 'm3')).toBe(true);
    expect(await provider.isOwnWrite('members', 'm4')).toBe(false);
    await vi.advanceTimersByTimeAsync(OWN_WRITE_GRACE_MS);
    expect(await provider.isOwnWrite('members', 'm1')).toBe(false);
  });
});
