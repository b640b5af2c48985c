import { useGetList, useListContext } from 'react-admin';
import { DEFAULT_CACHE_TTL_MS } from '../../api/dataProvider';
import { PARTIAL_PAGES } from './partialPages';

/**
 * Reads the list's next page into the query cache ahead of the click, under the same key as the list's own
 * query. 'Go to next page' then renders the new rows in the same pass that handles the page change, instead of
 * rendering the whole list a second time when the data arrives. The provider pages its cached collection in
 * memory, so this costs no request. The page stays fresh as long as the provider's cache, so showing it asks for
 * nothing more. Renders nothing; place it inside a <List>.
 */
export const PrefetchNextPage = () => {
  const { resource, page, perPage, sort, filterValues, filter, total, isFetching } = useListContext();
  // Waits for the shown page's own read, so that the prefetch never delays a sort or a search.
  const hasNext = !isFetching && total !== undefined && page * perPage < total;
  useGetList(
    resource,
    {
      pagination: { page: page + 1, perPage },
      sort,
      filter: { ...filterValues, ...filter },
      meta: PARTIAL_PAGES,
    },
    { enabled: hasNext, retry: false, staleTime: DEFAULT_CACHE_TTL_MS },
  );
  return null;
};
