import type { FastifyPluginAsync } from 'fastify';
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
}

/** Types a module's descriptor (the default export of its module.ts). */
export const defineModule = (module: ServerModule): ServerModule => module;
