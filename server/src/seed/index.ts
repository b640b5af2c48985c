import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { BOOKKEEPING_TABLES } from '../db/tableVersions.js';
import type { ServerModule } from '../modules/defineModule.js';
import { loadModules } from '../modules/index.js';
import { createFileStore, type FileStore } from '../storage/index.js';
import type { SeedContext, SeedSizes } from './context.js';
import { storeGeneratedImage } from './images.js';
import { createRandom } from './random.js';
import { seedAdmin } from './admin.js';

type SeededModule = ServerModule & { seed: NonNullable<ServerModule['seed']> };

/**
 * The modules that seed, each after the modules named in its `after` (in name order where their order is free).
 * An `after` naming no seeding module, or a circle of them, is refused.
 */
export function seedOrder(modules: readonly ServerModule[]): SeededModule[] {
  const seeding = modules
    .filter((module): module is SeededModule => module.seed !== undefined)
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const names = new Set(seeding.map((module) => module.name));
  for (const module of seeding) {
    const unknown = (module.seed.after ?? []).filter((name) => !names.has(name));
    if (unknown.length)
      throw new Error(`The seed of ${module.name} is after ${unknown.join(', ')}: no such seed`);
  }
  const order: SeededModule[] = [];
  const done = new Set<string>();
  while (order.length < seeding.length) {
    const next = seeding.find(
      (module) => !done.has(module.name) && (module.seed.after ?? []).every((name) => done.has(name)),
    );
    if (!next) {
      const left = seeding.filter((module) => !done.has(module.name)).map((module) => module.name);
      throw new Error(`The seeds of ${left.join(', ')} are each after another: no order fits`);
    }
    order.push(next);
    done.add(next.name);
  }
  return order;
}

/** The demo data's size of every kind the modules seed. */
export async function demoSizes(modules?: readonly ServerModule[]): Promise<SeedSizes> {
  return Object.assign({}, ...(modules ?? (await loadModules())).map((module) => module.seed?.sizes ?? {}));
}

/** A number from a module's name (FNV-1a), so each module's data has a stream of its own. */
const streamOf = (name: string) =>
  [...name].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);

export async function seedDatabase(
  db: Db,
  config: Config,
  sizes: SeedSizes = {},
  now = new Date(),
  configuredFiles?: FileStore,
) {
  const files = configuredFiles ?? (await createFileStore(config));
  const modules = await loadModules();
  const demo = await demoSizes(modules);
  const unknown = Object.keys(sizes).filter((kind) => !Object.hasOwn(demo, kind));
  if (unknown.length)
    throw new Error(`No module seeds ${unknown.join(', ')} (known: ${Object.keys(demo).join(', ')})`);
  const ctx: SeedContext = {
    db,
    config,
    random: createRandom(),
    sizes: { ...demo, ...sizes },
    refs: new Map(),
    now,
    files,
    image: (name, colour) => storeGeneratedImage(files, name, colour),
  };
  await seedAdmin(ctx);
  for (const module of seedOrder(modules)) {
    await module.seed.run({ ...ctx, random: createRandom(streamOf(module.name)) });
  }
  return ctx;
}

/** Seeds the admin and the demo data when the database has no admin yet. Returns whether it seeded. */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  files: FileStore,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM admins');
  if (row && row.count > 0) return false;
  await seedDatabase(db, config, {}, now, files);
  return true;
}

/**
 * Empties every data table (the migration log and the table versions stay: each TRUNCATE bumps its table's
 * version, so a server's kept answers of the old rows are stale now).
 */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND NOT tablename = ANY($1)`,
    [BOOKKEEPING_TABLES],
  );
  if (tables.length === 0) return;
  await db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
}
