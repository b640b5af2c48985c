/**
 * The prepared database every contract test file starts from: migrated and seeded once per run (or reused while
 * the migrations and seeders are unchanged and it is less than an hour old), so a test file opens a fresh copy in
 * milliseconds instead of seeding from scratch.
 *   - PGlite: a data-dir dump in .tmp/contract-template/snapshot.tar plus the seeded uploads.
 *   - PostgreSQL (TEST_DATABASE_URL): a template database `wa_template`; each test file gets CREATE DATABASE … TEMPLATE.
 * Also a dump of an empty PGlite cluster (.tmp/pglite-empty): PGlite runs initdb for every new in-memory database,
 * seconds of CPU each, while loading that dump takes a fraction of it (openEmptyPglite, for the server tests).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../server/src/config';
import { openPglite, type PgliteDb } from '../../server/src/db/pglite';
import { openPostgres } from '../../server/src/db/postgres';
import { migrate } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/seed/index';
import { ensurePlaceholder } from '../../server/src/seed/images';

export const TEMPLATE_DIR = path.resolve('.tmp/contract-template');
export const SNAPSHOT_FILE = path.join(TEMPLATE_DIR, 'snapshot.tar');
export const TEMPLATE_DB = 'wa_template';
export const ADMIN = { email: 'admin@example.com', password: 'admin1234' };
const EMPTY_DIR = path.resolve('.tmp/pglite-empty');
const EMPTY_SNAPSHOT_FILE = path.join(EMPTY_DIR, 'snapshot.tar');

export function templateConfig(dataDir = TEMPLATE_DIR): Config {
  return {
    ...loadConfig({}),
    dataDir,
    uiDir: path.join(dataDir, 'no-ui'),
    jwtSecret: 'contract-test-secret',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    // Every answer the tests provoke checks the route's response schema (server/src/http/answerSchemaCheck.ts).
    checkAnswerSchemas: true,
  };
}

/** The files the template is made from: the migrations, the seed and each module's seed and descriptor. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const modules = readdirSync('server/src/modules', { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  const files = [
    ...['server/src/db/migrations', 'server/src/seed'].flatMap((dir) =>
      readdirSync(dir).map((file) => path.join(dir, file)),
    ),
    ...modules.flatMap(({ name }) =>
      ['seed.ts', 'module.ts'].map((file) => path.join('server/src/modules', name, file)),
    ),
  ].filter((file) => existsSync(file));
  for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `statements` one after another on a connection of its own to the PostgreSQL server at `url`. */
export async function runOnServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`, empty or a copy of `template`:
 * its URL, and `drop`, which removes it (closing whatever is still connected).
 */
export async function createDatabaseOnServer(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Dumps are only read back by the PGlite version that wrote them. */
function pgliteVersion(): string {
  const manifest = readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

async function prepareEmptySnapshot(): Promise<void> {
  const stampFile = path.join(EMPTY_DIR, 'stamp');
  const stamp = pgliteVersion();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  await mkdir(EMPTY_DIR, { recursive: true });
  const db = await openPglite();
  await writeFile(EMPTY_SNAPSHOT_FILE, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  await writeFile(stampFile, stamp);
}

/**
 * A new PGlite database with nothing in it, as openPglite() opens, without running initdb again: in memory, or in
 * `dataDir` (a data directory a server process can then open).
 */
export async function openEmptyPglite(dataDir?: string): Promise<PgliteDb> {
  return openPglite(dataDir, new Blob([await readFile(EMPTY_SNAPSHOT_FILE)]));
}

export async function prepareTemplate(): Promise<void> {
  await prepareEmptySnapshot();
  const hash = sourceHash();
  const stampFile = path.join(TEMPLATE_DIR, 'stamp');
  const pgUrl = process.env.TEST_DATABASE_URL;
  const stamp = `${hash}:${pgUrl ?? `pglite ${pgliteVersion()}`}`;
  const fresh =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    Date.now() - statSync(stampFile).mtimeMs < 3600_000;
  if (fresh) return;
  await rm(TEMPLATE_DIR, { recursive: true, force: true });
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const config = templateConfig();
  await ensurePlaceholder(config.dataDir);
  if (pgUrl) {
    await runOnServer(
      pgUrl,
      `UPDATE pg_database SET datistemplate = false WHERE datname = '${TEMPLATE_DB}'`,
      `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`,
      `CREATE DATABASE ${TEMPLATE_DB}`,
    );
    const db = await openPostgres(withDatabase(pgUrl, TEMPLATE_DB));
    await migrate(db);
    await seedDatabase(db, config);
    await db.close();
  } else {
    const db = await openEmptyPglite();
    await migrate(db);
    await seedDatabase(db, config);
    await writeFile(SNAPSHOT_FILE, Buffer.from(await (await db.dump()).arrayBuffer()));
    await db.close();
  }
  await writeFile(stampFile, stamp);
}

export async function readSnapshot(): Promise<Blob> {
  return new Blob([await readFile(SNAPSHOT_FILE)]);
}
