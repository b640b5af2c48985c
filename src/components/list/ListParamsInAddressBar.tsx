import { useEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { useListContext, type SortPayload } from 'react-admin';
import { searchWithListParams } from './listAddressParams';

/**
 * Writes the list's page, sort and search into the address bar, so the address can be bookmarked or shared, and
 * scrolls to the top on a page change. It replaces the history entry in place instead of navigating: a
 * navigation re-renders every route and the layout, which cost a page change more than rendering its rows. Back
 * therefore leaves the list rather than stepping through its pages. Renders nothing; place it inside a <List>.
 */
export const ListParamsInAddressBar = ({
  defaults,
}: {
  defaults: { sort: SortPayload; perPage: number };
}) => {
  const { page, perPage, sort, filterValues } = useListContext();
  const location = useLocation();
  const listHref = useHref({ pathname: location.pathname });

  useEffect(() => {
    // A navigation away may already have changed the address before this effect runs: leave that one alone.
    if (window.location.pathname !== listHref) return;
    const params = { page, perPage, sort: sort.field, order: sort.order, filter: filterValues };
    const target = searchWithListParams(window.location.search, params, defaults);
    if (window.location.search !== target) {
      window.history.replaceState(window.history.state, '', `${listHref}${target}${window.location.hash}`);
    }
    // location.key: a navigation to this same list (its menu entry) drops the query; put it back.
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
