import type { ResourceScreens, ResourceView, ScreensModule } from '../resources/defineResource';
import type { PreloadableComponent } from './preloadableLazy';
import { retryingLazy } from './retryingLazy';

type ResourceLoad = () => Promise<ScreensModule>;

// One component per folder and view, however often the admin renders: the same one boots preloaded
// (preloadView) and renders, and a re-render (a language change) remounts no screen.
const viewsByLoad = new WeakMap<ResourceLoad, Map<ResourceView, PreloadableComponent<object>>>();

function lazyView(load: ResourceLoad, view: ResourceView): PreloadableComponent<object> {
  let views = viewsByLoad.get(load);
  if (!views) viewsByLoad.set(load, (views = new Map()));
  let screen = views.get(view);
  if (!screen) {
    screen = retryingLazy(async () => {
      const component = (await load()).default?.[view];
      if (!component) throw new Error(`The resource folder has no ${view} view`);
      return { default: component };
    });
    views.set(view, screen);
  }
  return screen;
}

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
