import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { legacyTargetOf, type LegacyRoute } from './legacy';

/**
 * Replaces a spec URL by its canonical one, keeping the query string and the navigation state; at any other
 * address, renders its children.
 */
export const LegacyRedirect = ({
  routes,
  children = null,
}: {
  routes: readonly LegacyRoute[];
  children?: ReactNode;
}) => {
  const { pathname, search, state } = useLocation();
  const target = legacyTargetOf(routes, pathname, state);
  return target === undefined ? children : <Navigate to={target + search} state={state} replace />;
};
