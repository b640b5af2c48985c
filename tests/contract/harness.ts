/**
 * Starts the reference server for one contract test file: a database as the prepared template has it
 * (template.ts; on PGlite, one the worker's previous file gave back: reusedDatabases.ts), its own DATA_DIR, a
 * random port on 127.0.0.1.
 *
 *   const server = await startTestServer();
 *   const token = await server.login();          // also stored where the app's httpClient reads it
 *   const provider = appProvider(server);        // the app's real provider and client over this server
 *   afterAll(() => server.close());
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/src/config';
import type { AppContext } from '../../server/src/context';
import type { Db } from '../../server/src/db/index';
import { openPostgres } from '../../server/src/db/postgres';
import { createServer } from '../../server/src/server';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/httpClient';
import type { HttpClient, UploadClient } from '../../src/api/types';
import { registry } from '../../src/resources/registry';
import { ACCESS_TOKEN_KEY, sessionStore } from '../../src/auth/session';
import { takeSeededDatabase } from './reusedDatabases';
import { ADMIN, createDatabaseOnServer, TEMPLATE_DB, TEMPLATE_DIR, templateConfig } from './template';

export const TOKEN_KEY = ACCESS_TOKEN_KEY;

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  /** The test database's URL on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl?: string;
  /** http://127.0.0.1:<port> */
  url: string;
  /** http://127.0.0.1:<port>/v1 */
  apiUrl: string;
  admin: typeof ADMIN;
  /** Signs in as the seeded admin; stores the token in localStorage (as the app does) and returns it. */
  login(): Promise<string>;
  close(): Promise<void>;
}

async function openFreshDb(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const { db, release } = await takeSeededDatabase();
    return { db, drop: release };
  }
  const { url, drop } = await createDatabaseOnServer(pgUrl, 'wa_test', TEMPLATE_DB);
  return { db: await openPostgres(url), url, drop };
}

export async function startTestServer(
  options: { now?: () => Date; uiDir?: string; config?: Partial<Config> } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wa-contract-'));
  for (const entry of ['uploads', 'assets']) {
    await cp(path.join(TEMPLATE_DIR, entry), path.join(dataDir, entry), { recursive: true }).catch(
      () => undefined,
    );
  }
  const { db: opened, url: databaseUrl, drop } = await openFreshDb();
  const config = {
    ...templateConfig(dataDir),
    ...(options.uiDir ? { uiDir: options.uiDir } : {}),
    ...options.config,
  };
  const { app, ctx, db } = await createServer(config, { db: opened, seed: false, now: options.now });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    db,
    ctx,
    databaseUrl,
    url,
    apiUrl: `${url}/v1`,
    admin: ADMIN,
    async login() {
      const response = await fetch(`${url}/v1/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const body = (await response.json()) as { data?: { token?: string } };
      const token = body.data?.token;
      if (!token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
      localStorage.setItem(TOKEN_KEY, token);
      return token;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app's HTTP client for `server`, sending the token `server.login()` stored, as the app does. */
export function appHttpClient(server: TestServer): HttpClient {
  return createHttpClient({ apiUrl: server.apiUrl, getToken: sessionStore.getToken });
}

/**
 * Node has no XMLHttpRequest: contract tests send uploads through fetch with the same request shape (the XHR
 * transport itself is unit-tested in tests/api). Reports 100 % once the answer arrives.
 */
export function fetchUploadClient(server: TestServer): UploadClient {
  const httpClient = appHttpClient(server);
  return async <T>(...[request, options]: Parameters<UploadClient>) => {
    const result = await httpClient<T>({ ...request, timeoutMs: 0 });
    options?.onProgress?.(100);
    return result;
  };
}

/** The app's real dataProvider over a test server: uploads through fetch, no cache lifetime between calls. */
export function appProvider(server: TestServer) {
  return createDataProvider(appHttpClient(server), {
    registry,
    uploadClient: fetchUploadClient(server),
    cacheTtlMs: 0,
  });
}

/** A package of the test's own, written straight to the database; returns its uuid. */
export async function insertPackage(server: TestServer, name: string, colour: string): Promise<string> {
  const uuid = randomUUID();
  await server.db.query(
    `INSERT INTO packages (uuid, name, image, colour, annual_cost, benefits) VALUES ($1, $2, 'x.png', $3, 50, '{a}')`,
    [uuid, name, colour],
  );
  return uuid;
}

/** A fresh server, signed in as the seeded admin, and the app's dataProvider over it. */
export async function signedInProvider() {
  const server = await startTestServer();
  await server.login();
  return { server, provider: appProvider(server) };
}
