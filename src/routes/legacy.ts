/**
 * The redirects of the spec's URLs whose screen lives elsewhere under react-admin's resource URLs
 * (docs/architecture.md), so old bookmarks and links keep working. Each resource names its own in its
 * descriptor (`legacy`); the admin replaces them before react-admin renders, so a redirect needs no session.
 * The shell's two live in the app's router (App.tsx).
 */
import { generatePath, matchRoutes, type Params } from 'react-router';
import type { LegacyTarget, ResourceDescriptor } from '../resources/defineResource';

export interface LegacyRoute {
  /** The spec URL (react-router pattern). */
  from: string;
  /** A path pattern over the same params, or a function of them and of location.state. */
  to: string | ((params: Params, state: unknown) => string);
}

/** The shell's spec URLs: the old dashboard, and /admin itself. */
export const SHELL_LEGACY_ROUTES: LegacyRoute[] = [
  { from: '/dashboard', to: '/admin/dashboard' },
  { from: '/admin', to: '/admin/dashboard' },
];

const under = (base: string, path: string) => (path ? `${base}/${path}` : base);

const targetUnder = (base: string, target: LegacyTarget): LegacyRoute['to'] =>
  typeof target === 'function' ? (params, state) => under(base, target(params, state)) : under(base, target);

/** Every resource's spec URLs (`legacy` of its descriptor: a path under /admin → one under its own URL). */
export const legacyRoutesOf = (descriptors: readonly ResourceDescriptor[]): LegacyRoute[] =>
  descriptors.flatMap((descriptor) =>
    Object.entries(descriptor.legacy ?? {}).map(([from, to]) => ({
      from: `/admin/${from}`,
      to: targetUnder(`/admin/${descriptor.name}`, to),
    })),
  );

/** The canonical path of one row for the params it matched (query string not included). */
export const legacyTarget = (route: LegacyRoute, params: Params, state: unknown): string =>
  typeof route.to === 'function' ? route.to(params, state) : generatePath(route.to, params);

/** The canonical path of a spec URL (react-router's ranking picks the row), or undefined for any other path. */
export function legacyTargetOf(
  routes: readonly LegacyRoute[],
  pathname: string,
  state: unknown = null,
): string | undefined {
  const [match] = matchRoutes(
    routes.map((route) => ({ path: route.from, route })),
    pathname,
  ) ?? [undefined];
  return match && legacyTarget(match.route.route, match.params, state);
}

/** The path a spec URL redirects to, or the path itself. */
export const canonicalPath = (routes: readonly LegacyRoute[], pathname: string): string =>
  legacyTargetOf(routes, pathname) ?? pathname;
