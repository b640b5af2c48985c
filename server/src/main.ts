/**
 * npm start: builds the UI when it is missing (--build-ui), then serves it and /v1 from one process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildUi } from './buildUi.js';
import { hostForUrl, loadConfig } from './config.js';
import { DataDirLockedError } from './db/dataDirLock.js';
import { NO_SMTP_NOTICE } from './mail/mailer.js';
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
  const { app, ctx, seeded, warmUp } = await createServer(config, { logger: true });
  stopOnSignals(app, config.shutdownGraceSeconds);
  // What the warm-up builds at once (the members list's first page) is in before the server listens: a visit just
  // after the start finds it, and the app's script requests do not wait behind its build (issue 26).
  await warmUp().ready;
  await app.listen({ host: config.host, port: config.port });
  // The port listened on (PORT=0 picks a free one).
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  const address = `http://${hostForUrl(config.host)}:${port}`;
  console.log(`Wellness Admin is running at ${address}`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  );
  // The endpoint's origin only: never its user information, nor the credentials.
  console.log(
    `Uploads: ${config.s3 ? `bucket ${config.s3.bucket} at ${new URL(config.s3.endpoint).origin}` : `in ${config.dataDir}/uploads`}`,
  );
  console.log(
    `Metrics: ${config.metricsToken ? `${address}/metrics (bearer METRICS_TOKEN)` : 'off (METRICS_TOKEN unset)'}`,
  );
  console.log(`Sign in as ${config.adminEmail}${seeded ? ' (demo data seeded)' : ''}`);
  if (!ctx.mailer) console.warn(`WARNING: ${NO_SMTP_NOTICE}`);
  else
    ctx.mailer
      .verify()
      .then(() =>
        console.log(`Reset links are mailed from ${config.mailFrom}, linking to ${config.publicUrl}`),
      )
      .catch((error: Error) =>
        console.warn(`WARNING: the SMTP server of SMTP_URL does not answer: ${error.message}`),
      );
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
