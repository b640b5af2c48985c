/**
 * Two other ways of writing a list's parameters into the address, measured beside ListParamsInAddressBar (a
 * replacing navigation in a transition): the address bar alone (window.history.replaceState, the router's location
 * left behind: the app's way before #10) and a replacing navigation rendered at once.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useListContext, type SortPayload } from 'react-admin';
import { searchWithListParams } from '../../src/components/list/listAddressParams';

type Defaults = { sort: SortPayload; perPage: number };

const useTargetSearch = (defaults: Defaults) => {
  const { page, perPage, sort, filterValues } = useListContext();
  const params = { page, perPage, sort: sort.field, order: sort.order, filter: filterValues };
  return searchWithListParams(window.location.search, params, defaults);
};

export const ReplaceStateWriter = ({ defaults }: { defaults: Defaults }) => {
  const target = useTargetSearch(defaults);
  useEffect(() => {
    if (window.location.search !== target)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${target}`);
  }, [target]);
  return null;
};

export const NavigateAtOnceWriter = ({ defaults }: { defaults: Defaults }) => {
  const target = useTargetSearch(defaults);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (window.location.search !== target) navigate({ pathname, search: target }, { replace: true });
  }, [target, pathname, navigate]);
  return null;
};
