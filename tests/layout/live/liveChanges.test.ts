import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../src/api/types';
import type { Change } from '../../../src/api/changeStream';
import { CHANGED_ROW_MS, useChangedRows } from '../../../src/layout/live/changedRows';
import { applyChanges, followChange, shownResources } from '../../../src/layout/live/liveChanges';
import { liveEvents } from '../../../src/layout/live/liveEvents';
import { act, renderHook } from '@testing-library/react';

/** A query client holding the queries of an open FAQ list (page 2, searched), an FAQ edit form and the dashboard. */
function openScreens() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const keys = [
    ['faqs', 'getList', { pagination: { page: 2, perPage: 25 }, filter: { q: 'why' } }],
    ['faqs', 'getOne', { id: 'f1' }],
    ['members', 'getList', {}],
    ['dashboard', 'count', 'members'],
  ];
  const fetches = new Map<string, number>();
  const observers = keys.map((queryKey) => {
    const name = JSON.stringify(queryKey);
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => {
        fetches.set(name, (fetches.get(name) ?? 0) + 1);
        return name;
      },
    });
    observer.subscribe(() => undefined);
    return observer;
  });
  const fetchesOf = (queryKey: unknown[]) => fetches.get(JSON.stringify(queryKey)) ?? 0;
  return { queryClient, keys, fetchesOf, observers };
}

describe('applyChanges (issue 29)', () => {
  it("refetches the changed resource's open lists under their keys and the dashboard, not an open record", async () => {
    const { queryClient, keys, fetchesOf } = openScreens();
    await vi.waitFor(() => expect(keys.every((key) => fetchesOf(key) === 1)).toBe(true));
    const expire = vi.fn(async () => undefined);
    await applyChanges(queryClient, { expire } as unknown as AppDataProvider, ['faqs']);
    expect(expire).toHaveBeenCalledWith(['faqs']);
    const [faqList, faqRecord, memberList, dashboard] = keys;
    expect(fetchesOf(faqList!)).toBe(2);
    expect(fetchesOf(dashboard!)).toBe(2);
    expect(fetchesOf(faqRecord!)).toBe(1);
    expect(fetchesOf(memberList!)).toBe(1);
  });

  it('names the resources whose lists are shown (the focus fallback)', () => {
    const { queryClient } = openScreens();
    expect(shownResources(queryClient).sort()).toEqual(['faqs', 'members']);
  });
});

const change = (admin: string, recordId = 'f1'): Change => ({
  id: 9,
  resource: 'faqs',
  recordId,
  action: 'update',
  admin,
  adminName: 'Ann Other',
  label: 'Why?',
  at: '2026-11-25T22:00:00.000Z',
});

describe('followChange (issue 29)', () => {
  it("tells the open forms, refetches the lists, then marks another administrator's row for a while", async () => {
    const { queryClient, keys, fetchesOf } = openScreens();
    await vi.waitFor(() => expect(fetchesOf(keys[0]!)).toBe(1));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const heard: Change[] = [];
    const stopHearing = liveEvents.changes.subscribe((event) => heard.push(event));
    const marks = renderHook(() => useChangedRows('faqs'));
    const dataProvider = { expire: vi.fn(async () => undefined) } as unknown as AppDataProvider;
    const following = followChange(dataProvider, change('ann@example.com'), 'me@example.com', (resource) =>
      applyChanges(queryClient, dataProvider, [resource]),
    );
    expect(heard).toEqual([change('ann@example.com')]);
    // Not marked before the list shows the new rows.
    expect(marks.result.current).toEqual([]);
    await following;
    expect(fetchesOf(keys[0]!)).toBe(2);
    expect(marks.result.current).toMatchObject([{ id: 'f1', who: 'Ann Other', label: 'Why?' }]);
    await act(() => vi.advanceTimersByTimeAsync(CHANGED_ROW_MS));
    expect(marks.result.current).toEqual([]);
    stopHearing();
  });

  it("re-reads but does not mark the signed-in administrator's change from elsewhere (whatever the case of the address)", async () => {
    const marks = renderHook(() => useChangedRows('faqs'));
    const dataProvider = { isOwnWrite: vi.fn(async () => false) } as unknown as AppDataProvider;
    const reread = vi.fn(async () => undefined);
    await followChange(dataProvider, change('Me@Example.com'), 'me@example.com', reread);
    expect(dataProvider.isOwnWrite).toHaveBeenCalledWith('faqs', 'f1');
    expect(reread).toHaveBeenCalledWith('faqs');
    expect(marks.result.current).toEqual([]);
  });

  it("tells the open forms of this tab's own write, and neither re-reads nor marks it (issue 30)", async () => {
    const heard: Change[] = [];
    const stopHearing = liveEvents.changes.subscribe((event) => heard.push(event));
    const marks = renderHook(() => useChangedRows('faqs'));
    const dataProvider = { isOwnWrite: vi.fn(async () => true) } as unknown as AppDataProvider;
    const reread = vi.fn(async () => undefined);
    await followChange(dataProvider, change('me@example.com'), 'me@example.com', reread);
    expect(heard).toEqual([change('me@example.com')]);
    expect(reread).not.toHaveBeenCalled();
    expect(marks.result.current).toEqual([]);
    stopHearing();
  });

  it("asks the provider nothing about another administrator's change: it is never this tab's", async () => {
    const dataProvider = { isOwnWrite: vi.fn(async () => true) } as unknown as AppDataProvider;
    const reread = vi.fn(async () => undefined);
    await followChange(dataProvider, change('ann@example.com'), 'me@example.com', reread);
    expect(dataProvider.isOwnWrite).not.toHaveBeenCalled();
    expect(reread).toHaveBeenCalledWith('faqs');
  });
});
