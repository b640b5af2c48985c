import { lazy, type ComponentType } from 'react';

/**
 * A screen exported by name from a lazily loaded module: every screen of one resource folder shares
 * that folder's chunk, and /login downloads none of them.
 */
export const lazyScreen = <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
