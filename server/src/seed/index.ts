import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { BOOKKEEPING_TABLES } from '../db/tableVersions.js';
import { createFileStore, type FileStore } from '../storage/index.js';
import { DEMO_SIZES, type SeedContext, type SeedSizes } from './context.js';
import { storeGeneratedImage } from './images.js';
import { createRandom } from './random.js';
import { seedAdmin } from './admin.js';
import { seedPackages } from '../modules/packages/seed.js';
import { seedMembers } from '../modules/members/seed.js';
import { seedPayments } from '../modules/payments/seed.js';
import { seedEvents } from '../modules/events/seed.js';
import { seedPromoCodes } from '../modules/promoCodes/seed.js';
import { seedContent } from '../modules/content/seed.js';
import { seedVouchers } from '../modules/vouchers/seed.js';
import { seedGroups } from '../modules/groups/seed.js';
import { seedHeroes } from '../modules/heroes/seed.js';
import { seedMarketplace } from '../modules/marketplace/seed.js';
import { seedFaqs } from '../modules/faqs/seed.js';
import { seedActivity } from '../modules/activity/seed.js';

/** Area seeders in dependency order: each may use the refs the earlier ones recorded. */
const SEEDERS = [
  seedAdmin,
  seedPackages,
  seedMembers,
  seedPayments,
  seedEvents,
  seedPromoCodes,
  seedContent,
  seedVouchers,
  seedGroups,
  seedHeroes,
  seedMarketplace,
  seedFaqs,
  seedActivity,
];

export async function seedDatabase(
  db: Db,
  config: Config,
  sizes: Partial<SeedSizes> = {},
  now = new Date(),
  files: FileStore = createFileStore(config),
) {
  const ctx: SeedContext = {
    db,
    config,
    random: createRandom(),
    sizes: { ...DEMO_SIZES, ...sizes },
    refs: { packages: [], members: [], events: [], groups: [], heroes: [] },
    now,
    files,
    image: (name, colour) => storeGeneratedImage(files, name, colour),
  };
  for (const seeder of SEEDERS) await seeder(ctx);
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
