/**
 * npm run seed -- [--reset] [--members N] [--transactions N] [--events N] … : fills the configured database
 * (DATA_DIR or DATABASE_URL) with deterministic data of a chosen size, e.g. for benchmarks.
 */
import { loadConfig } from '../config.js';
import { lockDataDir } from '../db/dataDirLock.js';
import { openDb } from '../db/index.js';
import { migrate } from '../db/migrate.js';
import { createFileStore } from '../storage/index.js';
import type { SeedSizes } from './context.js';
import { ensurePlaceholder } from './images.js';
import { demoSizes, resetDatabase, seedDatabase } from './index.js';

/** `--reset` and `--<kind> N` for the kinds the modules seed (their `seed.sizes`). */
function parseArgs(argv: string[], known: SeedSizes): { reset: boolean; sizes: Record<string, number> } {
  const sizes: Record<string, number> = {};
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--reset') {
      reset = true;
      continue;
    }
    const key = arg.replace(/^--/, '');
    if (!Object.hasOwn(known, key))
      throw new Error(`Unknown option ${arg}. Known: --reset, --${Object.keys(known).join(', --')}`);
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${arg} needs a whole number`);
    sizes[key] = value;
  }
  return { reset, sizes };
}

async function main() {
  const { reset, sizes } = parseArgs(process.argv.slice(2), await demoSizes());
  const config = loadConfig();
  // The embedded database must not be open in a running server meanwhile.
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
  });
  const started = Date.now();
  await migrate(db);
  await ensurePlaceholder(config.dataDir);
  if (reset) await resetDatabase(db);
  const files = await createFileStore(config);
  const ctx = await seedDatabase(db, config, sizes, new Date(), files);
  files.close();
  await db.close();
  await lock?.release();
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, JSON.stringify(ctx.sizes));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
