import { startTransition, useEffect, useRef } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { useListContext, useStoreContext, type SortPayload } from 'react-admin';
import { listParamsFromSearch, searchWithListParams, type AddressListParams } from './listAddressParams';

type ListDefaults = { sort: SortPayload; perPage: number };

/**
 * The searches the list itself has written into the address and the router has not yet brought back. Its
 * navigations are transitions, so one can arrive after the list has moved on (a Next click soon after the new
 * rows show): applying that echo would set the list back a page and lose the click.
 */
export type OwnAddressWrites = Set<string>;

const sameParams = (a: Partial<AddressListParams> | undefined, b: AddressListParams) =>
  a !== undefined &&
  a.page === b.page &&
  a.perPage === b.perPage &&
  a.sort === b.sort &&
  a.order === b.order &&
  JSON.stringify(a.filter ?? {}) === JSON.stringify(b.filter);

/**
 * Puts the list parameters of the address (a bookmark, a shared link, Back to an earlier visit, a link to the list
 * with `?page=3`) into the list's stored parameters, which the list reads. Render it just before the <List>: its
 * first render, during which it writes, comes before the list reads the store; later, on each navigation to the
 * list's own route. Parameters the store already holds (the list's own writes, below) are left alone, so they cost
 * the list no render. Being a separate component, it alone re-renders when the location changes.
 */
export const ListParamsFromAddressBar = ({
  storeKey,
  defaults,
  ownWrites,
}: {
  storeKey: string;
  defaults: ListDefaults;
  ownWrites: OwnAddressWrites;
}) => {
  const { search, key } = useLocation();
  const { getItem, setItem } = useStoreContext();
  const appliedFor = useRef<string>(undefined);

  const apply = () => {
    const fromAddress = listParamsFromSearch(search, defaults);
    if (!fromAddress) return;
    const stored = getItem<Partial<AddressListParams> & { displayedFilters?: unknown }>(storeKey);
    if (sameParams(stored, fromAddress)) return;
    setItem(storeKey, { displayedFilters: stored?.displayedFilters ?? {}, ...fromAddress });
  };

  if (appliedFor.current === undefined) {
    appliedFor.current = key;
    apply();
  }
  useEffect(() => {
    if (appliedFor.current === key) return;
    appliedFor.current = key;
    if (ownWrites.has(search)) {
      // The list's own write coming back: the store holds it or something newer. Older writes will not come.
      ownWrites.clear();
      return;
    }
    apply();
    // Only a navigation (a new location key) brings new parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
};

/**
 * Writes the list's page, sort and search into the address, so it can be bookmarked or shared, and scrolls to the
 * top on a page change. It navigates (replacing the history entry: Back leaves the list rather than stepping through
 * its pages), so the router's location and the address bar agree. The navigation is a transition: the new rows are
 * painted first, and what follows the router's location (routes, layout, the list's controller) renders after
 * them, interruptibly, instead of delaying them. Renders nothing; place it inside a <List>.
 */
export const ListParamsInAddressBar = ({
  defaults,
  ownWrites,
}: {
  defaults: ListDefaults;
  ownWrites: OwnAddressWrites;
}) => {
  const { page, perPage, sort, filterValues } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const listHref = useHref({ pathname: location.pathname });

  useEffect(() => {
    // The address itself, not the router's location: a transition may not have brought the last write there yet.
    // A navigation away may also have changed it before this effect runs: leave that one alone.
    if (window.location.pathname !== listHref) return;
    const params = { page, perPage, sort: sort.field, order: sort.order, filter: filterValues };
    const target = searchWithListParams(window.location.search, params, defaults);
    if (window.location.search === target) return;
    const to = { pathname: location.pathname, search: target, hash: window.location.hash };
    ownWrites.add(target);
    startTransition(() => navigate(to, { replace: true, state: location.state as unknown }));
    // location.key: a navigation to this same list (its menu entry) drops the query; put it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, perPage, sort.field, sort.order, filterValues, defaults, listHref, location.key]);

  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    // In the next frame, when the new rows are laid out anyway, rather than forcing a layout now.
    const frame = requestAnimationFrame(() => window.scrollTo(0, 0));
    return () => cancelAnimationFrame(frame);
  }, [page]);
  return null;
};
