import { useMemo, useState } from 'react';
import { List, useResourceContext, type ListProps, type SortPayload } from 'react-admin';
import { DEFAULT_CACHE_TTL_MS } from '../../api/dataProvider';
import { ErrorAwarePagination } from './ErrorAwarePagination';
import { FocusRowsOnPageChange } from './FocusRowsOnPageChange';
import { ListMessage } from './ListMessage';
import { ChangedRowsAnnouncer } from './ChangedRowsAnnouncer';
import { CollectionLoadingProgress } from './CollectionLoadingProgress';
import {
  ListParamsFromAddressBar,
  ListParamsInAddressBar,
  type OwnAddressWrites,
} from './ListParamsInAddressBar';
import { ListReadError } from './ListReadError';
import { PARTIAL_PAGES } from './partialPages';
import { PrefetchNextPage } from './PrefetchNextPage';
import { useRevalidateOnShow } from './useRevalidateOnShow';

export interface AddressBarListProps extends Omit<ListProps, 'storeKey' | 'disableSyncWithLocation'> {
  /** Where the list's parameters are kept between visits (react-admin's store), e.g. 'members.active'. */
  storeKey: string;
  sort: SortPayload;
  perPage: number;
}

/** The list's `error` element reports a failed read; react-admin's default toast would repeat it. */
const ignoreError = () => undefined;

/** What a list shows when its read failed and no rows read earlier are at hand (each spec's error texts). */
const READ_FAILED = <ListMessage message="app.common.oops_error" error />;

/**
 * react-admin's <List> whose page, sort and search are kept in the store between visits and shown in the address
 * bar (ListParamsInAddressBar), read back from an address that carries them (ListParamsFromAddressBar). Every
 * list over the backend's collections uses it, so they all remember and share their state the same way (the
 * activity log, paged by the server, is a plain <List>). A failed read shows 'Oops something bad happened!' (or the
 * list's own `error`) where the rows would be, never as a toast too (ListReadError). A large collection shows its
 * first page as soon as it arrives, with the progress of the rest (CollectionLoadingProgress); a list shown again
 * shows its cached rows and reads them again behind them, and Refresh reads fresh data (useRevalidateOnShow); the
 * next page is read ahead, so paging renders once (PrefetchNextPage); the pagination hands the focus to the new
 * rows (FocusRowsOnPageChange); a row another administrator just changed is named to screen readers
 * (ChangedRowsAnnouncer) while its body marks it.
 */
export const AddressBarList = ({
  storeKey,
  sort,
  perPage,
  queryOptions,
  children,
  error = READ_FAILED,
  pagination = <ErrorAwarePagination />,
  ...props
}: AddressBarListProps) => {
  const defaults = useMemo(() => ({ sort, perPage }), [sort, perPage]);
  const [ownWrites] = useState<OwnAddressWrites>(() => new Set());
  const meta = { ...PARTIAL_PAGES, ...queryOptions?.meta };
  useRevalidateOnShow(useResourceContext(props) ?? '', props.filter ?? {});
  return (
    <>
      <ListParamsFromAddressBar storeKey={storeKey} defaults={defaults} ownWrites={ownWrites} />
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
          meta,
        }}
      >
        <ListParamsInAddressBar defaults={defaults} ownWrites={ownWrites} />
        <FocusRowsOnPageChange />
        <CollectionLoadingProgress />
        <PrefetchNextPage meta={meta} staleTime={DEFAULT_CACHE_TTL_MS} />
        <ChangedRowsAnnouncer />
        {children}
      </List>
    </>
  );
};
