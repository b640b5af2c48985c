import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../src/api/types';
import { applyChanges, shownResources } from '../../../src/layout/live/liveChanges';

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
