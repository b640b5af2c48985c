import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDb, type Db } from './db/index.js';
import { migrate } from './db/migrate.js';
import { withWriteVersion } from './db/writeVersion.js';
import { createAnswerCache } from './http/answerCache.js';
import { createTokenService, loadSecret } from './http/jwt.js';
import { ensurePlaceholder } from './seed/images.js';
import { seedIfEmpty } from './seed/index.js';

export interface StartedServer {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  seeded: boolean;
}

/** Opens the database (PGlite in DATA_DIR/pgdata, or DATABASE_URL), migrates, seeds if empty, builds the app. */
export async function createServer(
  config: Config,
  options: { db?: Db; logger?: boolean; now?: () => Date; seed?: boolean } = {},
): Promise<StartedServer> {
  const opened =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
    }));
  const db = withWriteVersion(opened);
  await migrate(db);
  await ensurePlaceholder(config.dataDir);
  const now = options.now ?? (() => new Date());
  const seeded = options.seed === false ? false : await seedIfEmpty(db, config, now());
  const tokens = createTokenService(await loadSecret(config), config.jwtTtlSeconds);
  const ctx: AppContext = { db, config, tokens, now, answers: createAnswerCache(db.version) };
  const app = await buildApp(ctx, { logger: options.logger });
  app.addHook('onClose', async () => {
    if (!options.db) await db.close();
  });
  return { app, db, ctx, seeded };
}
