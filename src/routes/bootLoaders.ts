import type { ResourceDescriptor } from '../resources/defineResource';
import { Dashboard, screenOf } from './adminScreens';
import type { RouteLoaders } from './startRouteLoading';

/**
 * What boot can start at an address of one segment under /admin: every resource with a list (its screens), and
 * the pages at such a path (the dashboard, the profile).
 */
export function bootLoaders(descriptors: readonly ResourceDescriptor[]): RouteLoaders {
  const resources: RouteLoaders['resources'] = {};
  const pages: RouteLoaders['pages'] = { '': Dashboard, dashboard: Dashboard };
  for (const descriptor of descriptors) {
    if (descriptor.screens && descriptor.views?.includes('list')) {
      resources[descriptor.name] = descriptor.screens;
    }
    for (const [path, ref] of Object.entries(descriptor.pages ?? {})) {
      if (!path.includes('/')) pages[path] = screenOf(descriptor, ref);
    }
  }
  return { resources, pages };
}
