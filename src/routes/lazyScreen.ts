import type { ComponentType } from 'react';
import type { PreloadableComponent } from './preloadableLazy';
import { retryingLazy } from './retryingLazy';

type Load = () => Promise<object>;

// One component per module and name: the screen boot preloads is the one that renders.
const screensByLoad = new WeakMap<Load, Map<string, PreloadableComponent<object>>>();

/**
 * A screen exported by name from a lazily loaded module: every screen of one resource folder shares
 * that folder's chunk, and /login downloads none of them. A failed download says the server cannot be
 * reached and retries (see retryingLazy).
 */
export function lazyScreen(load: Load, name: string): PreloadableComponent<object> {
  let screens = screensByLoad.get(load);
  if (!screens) screensByLoad.set(load, (screens = new Map()));
  let screen = screens.get(name);
  if (!screen) {
    screen = retryingLazy(async () => ({
      default: (await load())[name as keyof object] as ComponentType,
    }));
    screens.set(name, screen);
  }
  return screen;
}
