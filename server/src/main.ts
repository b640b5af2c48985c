/**
 * npm start: builds the UI when it is missing (--build-ui), then serves it and /v1 from one process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildUi } from './buildUi.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/dataDirLock.js';
import { stopOnSignals } from './ops/shutdown.js';
import { createServer } from './server.js';

function buildUiIfNeeded(uiDir: string) {
  if (existsSync(path.join(uiDir, 'index.html'))) return;
  console.log('Building the UI (vite build)…');
  buildUi(uiDir);
}

async function main() {
  const config = loadConfig();
  if (process.argv.includes('--build-ui')) buildUiIfNeeded(config.uiDir);
  const { app, seeded } = await createServer(config, { logger: true });
  stopOnSignals(app, config.shutdownGraceSeconds);
  await app.listen({ host: config.host, port: config.port });
  // The port listened on (PORT=0 picks a free one).
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  console.log(`Wellness Admin is running at ${address}`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  console.log(
    `Metrics: ${config.metricsToken ? `${address}/metrics (bearer METRICS_TOKEN)` : 'off (METRICS_TOKEN unset)'}`,
  );
  console.log(`Sign in as ${config.adminEmail}${seeded ? ' (demo data seeded)' : ''}`);
  if (!process.env.ADMIN_PASSWORD) {
    console.warn(
      `WARNING: the admin password is the default '${config.adminPassword}'. Set ADMIN_PASSWORD and change it.`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
