import type { AppDataProvider, ResourceRegistry } from '../api/types';

/**
 * At boot, starts what the address's list needs — its screen's code and its collection — side by side, instead of
 * reading the collection only once the screen has loaded and rendered (about 0.7 s later). Only for a signed-in
 * admin on a list's own address (`/admin/<resource>`) whose collection needs no parameter; the list's own read
 * then joins the one in flight. A failure is left to the list, which reads again and shows it.
 */
export function startRouteLoading(
  pathname: string,
  screens: Record<string, () => Promise<unknown>>,
  dataProvider: AppDataProvider,
  registry: ResourceRegistry,
  signedIn: boolean,
): void {
  const match = /^\/admin\/([^/]+)\/?$/.exec(pathname);
  const resource = match?.[1];
  if (!resource || !signedIn) return;
  void screens[resource]?.().catch(() => undefined);
  const list = registry[resource]?.list;
  if (!list || list.params?.length) return;
  void dataProvider
    .getList(resource, {
      pagination: { page: 1, perPage: 1 },
      sort: list.order ?? { field: '', order: 'ASC' },
      filter: {},
      meta: { partial: true },
    })
    .catch(() => undefined);
}
