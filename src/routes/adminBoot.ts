import { sessionStore } from '../auth/session';
import { resources } from '../resources';
import { dataProvider } from '../resources/dataProvider';
import { registry } from '../resources/registry';
import { bootLoaders } from './bootLoaders';
import { canonicalPath, legacyRoutesOf } from './legacy';
import { startRouteLoading } from './startRouteLoading';

/**
 * Boot: the address's screen (and a list's data) load side by side with the admin's code; App waits for the
 * screen's code before the admin's first render, which then does not suspend (see preloadableLazy). A spec URL
 * boots the screen it redirects to.
 */
export const bootScreenLoaded = startRouteLoading(
  canonicalPath(legacyRoutesOf(resources), window.location.pathname),
  bootLoaders(resources),
  dataProvider,
  registry,
  sessionStore.getUsableToken() !== null,
);
