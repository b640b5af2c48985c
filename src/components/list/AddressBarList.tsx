import { useMemo } from 'react';
import { List, type ListProps, type SortPayload } from 'react-admin';
import { DEFAULT_CACHE_TTL_MS } from '../../api/dataProvider';
import { ErrorAwarePagination } from './ErrorAwarePagination';
import { ListParamsInAddressBar } from './ListParamsInAddressBar';
import { ListReadError } from './ListReadError';
import { useListParamsFromAddressBar } from './useListParamsFromAddressBar';

export interface AddressBarListProps extends Omit<ListProps, 'storeKey' | 'disableSyncWithLocation'> {
  /** Where the list's parameters are kept between visits (react-admin's store), e.g. 'members.active'. */
  storeKey: string;
  sort: SortPayload;
  perPage: number;
}

/** The list's `error` element reports a failed read; react-admin's default toast would repeat it. */
const ignoreError = () => undefined;

/**
 * react-admin's <List> whose page, sort and search are kept in the store between visits and shown in the address
 * bar (see ListParamsInAddressBar), read back from an address that carries them. Every list of the app uses it,
 * so they all remember and share their state the same way.
 */
export const AddressBarList = ({
  storeKey,
  sort,
  perPage,
  queryOptions,
  children,
  error,
  pagination = <ErrorAwarePagination />,
  ...props
}: AddressBarListProps) => {
  const defaults = useMemo(() => ({ sort, perPage }), [sort, perPage]);
  useListParamsFromAddressBar(storeKey, defaults);
  return (
    <List
      {...props}
      // A failed read shows the list's error text (or its cached rows under a notice), never as a toast too.
      error={error ? <ListReadError error={error}>{children}</ListReadError> : error}
      pagination={pagination}
      storeKey={storeKey}
      sort={sort}
      perPage={perPage}
      disableSyncWithLocation
      // The provider answers from its cached collection for this long: a refetch sooner re-reads the same
      // memory, and on a page change it would render the list a second time. Writes invalidate the list.
      queryOptions={{
        staleTime: DEFAULT_CACHE_TTL_MS,
        ...(error ? { onError: ignoreError } : {}),
        ...queryOptions,
      }}
    >
      <ListParamsInAddressBar defaults={defaults} />
      {children}
    </List>
  );
};
