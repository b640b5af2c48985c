import type { ComponentType } from 'react';
import type { PreloadableComponent } from './preloadableLazy';
import { retryingLazy } from './retryingLazy';

type Load<Module> = () => Promise<Module>;

const isPreloadable = (component: ComponentType): component is ComponentType & { preload(): Promise<void> } =>
  typeof (component as { preload?: unknown }).preload === 'function';

// One component per module and export, however often the admin renders: the one boot preloads is the one that
// renders, and a re-render (a language change) remounts no screen.
const screensByLoad = new WeakMap<Load<unknown>, Map<string, PreloadableComponent<object>>>();

/**
 * A screen of a lazily loaded module, picked by `pick` and known by `name`: every screen of one resource folder
 * shares that folder's chunk, and /login downloads none of them. A failed download says the server cannot be
 * reached and retries (see retryingLazy).
 */
export function lazyExport<Module>(
  load: Load<Module>,
  name: string,
  pick: (module: Module) => ComponentType | undefined,
): PreloadableComponent<object> {
  let screens = screensByLoad.get(load);
  if (!screens) screensByLoad.set(load, (screens = new Map()));
  let screen = screens.get(name);
  if (!screen) {
    screen = retryingLazy(async () => {
      const component = pick(await load());
      if (!component) throw new Error(`The module has no screen ${name}`);
      // A screen the module itself loads lazily (a list's folder keeping its forms out of the list's download):
      // its code too, so preloading the screen still means its first render does not suspend.
      if (isPreloadable(component)) await component.preload();
      return { default: component };
    });
    screens.set(name, screen);
  }
  return screen;
}

/** A screen exported by name from a lazily loaded module (a resource folder's `screens.ts`). */
export const lazyScreen = (load: Load<object>, name: string) =>
  lazyExport(load, name, (module) => (module as Record<string, ComponentType | undefined>)[name]);
