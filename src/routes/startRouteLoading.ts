import type { AppDataProvider, ResourceRegistry } from '../api/types';
import { preloadView } from './lazyResource';
import type { ScreensModule } from '../resources/defineResource';

type ResourceLoad = () => Promise<ScreensModule>;

/** What boot can start for the address: resource folders by name, and pages by their path under /admin. */
export interface RouteLoaders {
  resources: Record<string, ResourceLoad>;
  pages: Record<string, { preload(): Promise<void> }>;
}

/**
 * At boot, starts what the address needs — its screen's code and, on a list's own address (`/admin/<resource>`)
 * whose collection needs no parameter, its collection — side by side, instead of reading the collection only
 * once the screen has loaded and rendered (about 0.7 s later); the list's own read then joins the one in flight.
 * Resolves once the screen's code is in (or failed: the screen then says so and retries), so the admin's first
 * render need not suspend (see preloadableLazy). Nothing starts for an admin who is not signed in.
 */
export async function startRouteLoading(
  pathname: string,
  loaders: RouteLoaders,
  dataProvider: AppDataProvider,
  registry: ResourceRegistry,
  signedIn: boolean,
): Promise<void> {
  const segment = /^\/admin\/?([^/]*)\/?$/.exec(pathname)?.[1];
  if (segment === undefined || !signedIn) return;
  const load = loaders.resources[segment];
  if (!load) {
    await loaders.pages[segment]?.preload().catch(() => undefined);
    return;
  }
  const screen = preloadView(load, 'list').catch(() => undefined);
  const list = registry[segment]?.list;
  if (list && !list.params?.length) {
    void dataProvider
      .getList(segment, {
        pagination: { page: 1, perPage: 1 },
        sort: list.order ?? { field: '', order: 'ASC' },
        filter: {},
        meta: { partial: true },
      })
      .catch(() => undefined);
  }
  await screen;
}
