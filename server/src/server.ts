import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { lockDataDir, type DataDirLock } from './db/dataDirLock.js';
import { openDb, type Db } from './db/index.js';
import { migrate } from './db/migrate.js';
import { createChangeFeed } from './changes/changeFeed.js';
import { withVersionChecks } from './db/rowVersions.js';
import { tableVersionReader } from './db/tableVersions.js';
import { createAnswerCache, MAX_ENTRIES } from './http/answerCache.js';
import { openKeptAnswerFiles } from './http/keptAnswerFiles.js';
import { createAuthLimits } from './http/authLimits.js';
import { createTokenService, loadSecret } from './http/jwt.js';
import { createMailer } from './mail/mailer.js';
import { sweepUploadTemps, UPLOAD_TEMP_SWEEP_MS } from './http/uploadStream.js';
import type { LogOptions } from './ops/index.js';
import { createMetrics } from './ops/metrics.js';
import { withQueryTiming } from './ops/timedDb.js';
import { createPresenceFeed } from './presence/presenceFeed.js';
import { ensurePlaceholder } from './seed/images.js';
import { loadModules } from './modules/index.js';
import { moduleWarmUps, type WarmUp } from './modules/warmUp.js';
import { seedIfEmpty } from './seed/index.js';
import { pruneActivity } from './services/activityLog.js';
import { fileColumns } from './services/uploadSweep.js';
import { createFileStore } from './storage/index.js';

export interface StartedServer {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  seeded: boolean;
  /**
   * Builds the kept answers the app's first screens ask for (each module's `warm`): `ready` once the builds done at
   * once are in (npm start listens then), `done` once all are or the app's close stopped them. A failure is logged.
   */
  warmUp(): WarmUp;
}

interface ServerOptions extends LogOptions {
  /** A database opened by the caller (tests); it stays open when the app closes. */
  db?: Db;
  now?: () => Date;
  seed?: boolean;
  /** How long without a request before the warm-up's next build (modules/warmUp.ts' QUIET_MS unless told). */
  quietMs?: number;
}

/**
 * Opens the database (PGlite in DATA_DIR/pgdata, or DATABASE_URL), migrates, seeds if empty, builds the app.
 * The embedded database is locked to this server (DATA_DIR/server.lock) until the app closes.
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<StartedServer> {
  const embedded = !options.db && !config.databaseUrl;
  const lock = embedded ? await lockDataDir(config.dataDir) : null;
  try {
    return await startOn(config, options, lock);
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function startOn(
  config: Config,
  options: ServerOptions,
  lock: DataDirLock | null,
): Promise<StartedServer> {
  const opened =
    options.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
    }));
  await migrate(opened);
  const metrics = createMetrics();
  const db = withVersionChecks(withQueryTiming(opened, metrics));
  await ensurePlaceholder(config.dataDir);
  await sweepUploadTemps(config.dataDir);
  const now = options.now ?? (() => new Date());
  const files = await createFileStore(config);
  const seeded = options.seed === false ? false : await seedIfEmpty(db, config, files, now());
  const tokens = createTokenService(await loadSecret(config), config.jwtTtlSeconds);
  const tableVersions = tableVersionReader(db);
  const ctx: AppContext = {
    db,
    config,
    tokens,
    now,
    tableVersions,
    changes: await createChangeFeed(db),
    presence: await createPresenceFeed(db),
    answers: createAnswerCache(
      tableVersions,
      metrics.answerLookup,
      await openKeptAnswerFiles(db, config.dataDir, MAX_ENTRIES),
    ),
    limits: createAuthLimits(config, now),
    mailer: createMailer(config),
    metrics,
    files,
    fileColumns: await fileColumns(db),
  };
  const modules = await loadModules();
  const app = await buildApp(ctx, modules, options);
  const warmUps = moduleWarmUps(app, ctx, modules, options.quietMs);
  // The activity log keeps AUDIT_RETENTION_DAYS: pruned at start and then daily.
  const prune = () => pruneActivity(db, config.auditRetentionDays, now()).catch(() => 0);
  await prune();
  const pruning = setInterval(prune, 86_400_000);
  pruning.unref();
  // Temporary files of uploads cut off (a crash, a dropped connection) are swept while running too.
  const sweepingTemps = setInterval(
    () => void sweepUploadTemps(config.dataDir).catch(() => 0),
    UPLOAD_TEMP_SWEEP_MS,
  );
  sweepingTemps.unref();
  app.addHook('onClose', async () => {
    // The warm-up's build in progress finishes before the database closes.
    await warmUps.stop();
    clearInterval(pruning);
    clearInterval(sweepingTemps);
    ctx.mailer?.close();
    await ctx.answers.written();
    await ctx.changes.close();
    await ctx.presence.close();
    files.close();
    if (!options.db) await db.close();
    await lock?.release();
  });
  return { app, db, ctx, seeded, warmUp: warmUps.warmUp };
}
