import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import type { SeedContext } from '../seed/context.js';

/** A module's demo data (`npm run seed`, and a fresh database at start). */
export interface ModuleSeed {
  /** The modules whose seeded records this one refers to: they are seeded before it. */
  after?: readonly string[];
  /** The kinds of record it seeds, with how many the demo data has (`npm run seed -- --<kind> N` sets one). */
  sizes?: Readonly<Record<string, number>>;
  run(ctx: SeedContext): Promise<void>;
}

/**
 * One resource of the reference server: everything about it is in its folder, `server/src/modules/<name>/`, and
 * its `module.ts` default-exports this (docs/adding-a-resource.md, "The server"). The server finds the folders at
 * start (modules/index.ts): no list elsewhere names a module.
 */
export interface ServerModule {
  /** Its folder's name. */
  name: string;
  /** Its routes: a Fastify plugin, mounted under /v1. */
  routes: FastifyPluginAsync;
  seed?: ModuleSeed;
  /**
   * Builds, when the server starts, the kept answers (http/answerCache.ts) the app's first screens ask for, so the
   * first visit after a start does not wait for them. What it builds before it first awaits `quiet()` is in before
   * npm start listens; it awaits `quiet()` before each further build: the server's requests go first, and it stops
   * when that resolves false (the server closing).
   */
  warm?: (ctx: AppContext, quiet: () => Promise<boolean>) => Promise<void>;
}

/** Types a module's descriptor (the default export of its module.ts). */
export const defineModule = (module: ServerModule): ServerModule => module;
