import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../api/types';

/**
 * Stale-while-revalidate for a list shown again: it shows its cached rows at once, and its collection is read
 * again behind them; when the new records are in, the resource's queries are refetched (from the provider's
 * cache, no request) to show them. Also asks for new data when react-admin's Refresh invalidates the shown
 * list's query, so that Refresh reads fresh data instead of the cache, however recently the list was read.
 *
 * The revalidation shows its new records without invalidating the shown queries (it refetches them, and marks
 * only the resource's hidden queries stale): an invalidation of a shown list is then always someone asking for
 * new data (Refresh, or a write, which has already dropped the collection), never the revalidation's own echo,
 * which would read the collection a second time.
 */
export function useRevalidateOnShow(resource: string, filter: Record<string, unknown>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const collectionFilter = JSON.stringify(filter);

  useEffect(() => {
    let shown = true;
    void dataProvider
      .revalidate(resource, JSON.parse(collectionFilter) as Record<string, unknown>)
      .then((changed) => {
        if (!changed || !shown) return;
        void queryClient.invalidateQueries({ queryKey: [resource], type: 'inactive', refetchType: 'none' });
        void queryClient.refetchQueries({ queryKey: [resource], type: 'active' });
      })
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [dataProvider, queryClient, resource, collectionFilter]);

  useEffect(
    () =>
      // The cache tells its listeners of an invalidation before the refetch it causes asks the provider.
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
        const [key, method] = event.query.queryKey as unknown[];
        if (key === resource && method === 'getList' && event.query.isActive())
          void dataProvider.expire([resource]).catch(() => undefined);
      }),
    [dataProvider, queryClient, resource],
  );
}
