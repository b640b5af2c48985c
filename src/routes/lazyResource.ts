import type { ResourceScreens, ResourceView, ScreensModule } from '../resources/defineResource';
import { lazyExport } from './lazyScreen';

type ResourceLoad = () => Promise<ScreensModule>;

/** A view of a folder's `screens.ts` default export, loaded on first render or preload. */
const lazyView = (load: ResourceLoad, view: ResourceView) =>
  lazyExport(load, `default.${view}`, (module) => module.default?.[view]);

/**
 * `<Resource>` props whose views load with their folder on first visit, so /login carries none of them.
 * The views are named here because react-admin reads `hasCreate`, `hasEdit`, `hasShow` from the props
 * before the folder has loaded (an Edit of a resource with a show view offers a Show button, …). A failed
 * download says the server cannot be reached and retries (see retryingLazy).
 */
export function lazyResource(load: ResourceLoad, views: readonly ResourceView[]): ResourceScreens {
  return Object.fromEntries(views.map((view) => [view, lazyView(load, view)]));
}

/** Downloads a folder's view ahead of its first render, so that render does not suspend (see preloadableLazy). */
export const preloadView = (load: ResourceLoad, view: ResourceView): Promise<void> =>
  lazyView(load, view).preload();
