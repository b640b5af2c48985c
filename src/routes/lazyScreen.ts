import type { ComponentType } from 'react';
import { retryingLazy } from './retryingLazy';

/**
 * A screen exported by name from a lazily loaded module: every screen of one resource folder shares
 * that folder's chunk, and /login downloads none of them. A failed download says the server cannot be
 * reached and retries (see retryingLazy).
 */
export const lazyScreen = <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  retryingLazy(async () => ({ default: (await load())[name] as ComponentType }));
