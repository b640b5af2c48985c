import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';

export interface PrefetchNextPageProps {
  /** The `meta` the list passes to its getList (part of react-admin's query key). */
  meta?: Record<string, unknown>;
  /** How long the page read ahead stays fresh: the list's own staleTime. */
  staleTime: number;
}

/**
 * Once a page of a complete list is shown, reads the next one into react-query's cache under the key react-admin's
 * list asks for (useGetList: `[resource, 'getList', { pagination, sort, filter, meta }]`), from the provider's
 * cached collection (no request). 'Next page' then shows its rows in one render, instead of rendering the old
 * rows as a placeholder, waiting for the read, and rendering again. Renders nothing; place it inside a <List>.
 */
export const PrefetchNextPage = ({ meta, staleTime }: PrefetchNextPageProps) => {
  const { resource, page, perPage, sort, filter, filterValues, total, isPending, isFetching } =
    useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  // Only a complete collection gives a total: a page read ahead of it would stay without one.
  const hasNext = total !== undefined && page * perPage < total;
  const filterKey = JSON.stringify({ ...filterValues, ...filter });
  const metaKey = JSON.stringify(meta);

  useEffect(() => {
    if (isPending || isFetching || !hasNext) return;
    const params = {
      pagination: { page: page + 1, perPage },
      sort,
      filter: JSON.parse(filterKey) as Record<string, unknown>,
      meta: metaKey === undefined ? undefined : (JSON.parse(metaKey) as Record<string, unknown>),
    };
    void queryClient.prefetchQuery({
      queryKey: [resource, 'getList', params],
      // The shape useGetList keeps.
      queryFn: () =>
        dataProvider
          .getList(resource, params)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      staleTime,
    });
  }, [
    dataProvider,
    queryClient,
    resource,
    page,
    perPage,
    sort,
    filterKey,
    metaKey,
    staleTime,
    isPending,
    isFetching,
    hasNext,
  ]);
  return null;
};
