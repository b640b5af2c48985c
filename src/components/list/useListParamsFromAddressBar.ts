import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStoreContext, type SortPayload } from 'react-admin';
import { listParamsFromSearch } from './listAddressParams';

/**
 * Puts the list parameters of the address (a bookmark, a shared link, Back to an earlier visit) into the
 * list's stored parameters, which the list reads. The first time during render, before the list reads the store
 * at all; after that on each navigation to the list's own route while it is shown.
 */
export function useListParamsFromAddressBar(
  storeKey: string,
  defaults: { sort: SortPayload; perPage: number },
) {
  const { search, key } = useLocation();
  const { getItem, setItem } = useStoreContext();
  const appliedFor = useRef<string>(undefined);

  const apply = () => {
    const fromAddress = listParamsFromSearch(search, defaults);
    if (!fromAddress) return;
    const stored = getItem<{ displayedFilters?: unknown }>(storeKey);
    setItem(storeKey, { displayedFilters: stored?.displayedFilters ?? {}, ...fromAddress });
  };

  if (appliedFor.current === undefined) {
    appliedFor.current = key;
    apply();
  }
  useEffect(() => {
    if (appliedFor.current === key) return;
    appliedFor.current = key;
    apply();
    // Only a navigation (a new location key) brings new parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
