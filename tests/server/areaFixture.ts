/**
 * A reference server on a migrated, empty in-memory PGlite database (one the worker's previous file gave back:
 * tests/contract/reusedDatabases.ts) for the server-level tests of the groups, heroes, marketplace and FAQ areas:
 * a signed-in admin, helpers that insert the packages and members those areas refer to, and `call` / `upload`
 * that send JSON or multipart through app.inject. Stored uploads are in DATA_DIR/uploads, or, with
 * TEST_UPLOAD_STORE=s3, in a bucket of an S3-compatible server started for the file (storage/testBucket.ts); the
 * `stored…` helpers look at them through the server's own store, whichever it is.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import type { Static } from 'typebox';
import { loadConfig, type Config } from '../../server/src/config';
import type { ActivityEntry as ActivityEntrySchema } from '../../server/src/modules/activity/schemas';
import { seededMembers } from '../../server/src/modules/members/seed';
import { seededPackages } from '../../server/src/modules/packages/seed';
import type { SeedContext } from '../../server/src/seed/context';
import { demoSizes } from '../../server/src/seed/index';
import { generatePng, storeGeneratedImage } from '../../server/src/seed/images';
import { createRandom } from '../../server/src/seed/random';
import { createServer } from '../../server/src/server';
import { uploadKeyOf } from '../../server/src/storage/index';
import { startTestBucket, uploadsInBucket } from './storage/testBucket';
import { takeMigratedDatabase } from '../contract/reusedDatabases';

export const PNG = generatePng('#3366cc', 8);
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
/** A few bytes with an MP4 `ftyp` box header: enough for the signature check. */
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

export interface Answer {
  statusCode: number;
  body: { status?: number; message?: string; data?: unknown; error?: unknown };
  text: string;
}

export type Parts = Record<string, string | string[] | { name: string; content: Buffer }>;

/** A multipart/form-data body of text fields (repeated for arrays) and files, and its content type. */
export async function multipartBody(parts: Parts): Promise<{ contentType: string; payload: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else if (Array.isArray(value)) value.forEach((v) => form.append(name, v));
    else form.append(name, new Blob([new Uint8Array(value.content)]), value.name);
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type') ?? '',
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

export async function startAreaServer(
  options: {
    now?: () => Date;
    indexHtml?: string;
    config?: Partial<Config>;
    /** Where the server writes its log lines (none otherwise). */
    log?: DestinationStream;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wa-area-'));
  const bucket = uploadsInBucket() ? await startTestBucket() : null;
  const config = {
    ...loadConfig({}),
    dataDir,
    s3: bucket?.settings,
    uiDir: path.join(dataDir, 'no-ui'),
    jwtSecret: 'area-tests',
    // Every answer the tests provoke checks the route's response schema (server/src/http/answerSchemaCheck.ts).
    checkAnswerSchemas: true,
    ...options.config,
  };
  // A built UI to serve (the server looks for its index.html at start).
  if (options.indexHtml !== undefined) {
    await mkdir(config.uiDir, { recursive: true });
    await writeFile(path.join(config.uiDir, 'index.html'), options.indexHtml);
  }
  const database = await takeMigratedDatabase();
  const { app, ctx } = await createServer(config, {
    db: database.db,
    seed: false,
    now: options.now,
    logDestination: options.log,
  });
  // The server's own handle: its writes mark kept answers stale, as the routes' writes do.
  const db = ctx.db;
  const adminUuid = randomUUID();
  await db.query('INSERT INTO admins (uuid, name, email, password) VALUES ($1, $2, $3, $4)', [
    adminUuid,
    'Test Admin',
    'admin@test.example',
    'not-a-hash',
  ]);
  const token = await ctx.tokens.sign({ id: adminUuid });
  const keyOf = (storedPath: string) => {
    const key = uploadKeyOf(storedPath);
    if (!key) throw new Error(`Not a stored upload: ${storedPath}`);
    return key;
  };

  const answer = (response: { statusCode: number; body: string }): Answer => {
    let body = {};
    try {
      body = JSON.parse(response.body) as Answer['body'];
    } catch {
      // plain text answers (401) keep an empty body
    }
    return { statusCode: response.statusCode, body, text: response.body };
  };

  return {
    app,
    ctx,
    db,
    dataDir,
    /** The signed-in admin (the profile's record). */
    adminUuid,
    /** A JSON call (or none for GET) with the admin token unless `auth` is false, and any other `headers`. */
    async call(
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      body?: unknown,
      auth = true,
      headers: Record<string, string> = {},
    ) {
      const response = await app.inject({
        method,
        url: `/v1${url}`,
        headers: { ...headers, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { ...answer(response), headers: response.headers };
    },
    /** A multipart call: text fields (repeated for arrays) and files. */
    async upload(method: 'POST' | 'PATCH', url: string, parts: Parts, headers: Record<string, string> = {}) {
      const { contentType, payload } = await multipartBody(parts);
      const response = await app.inject({
        method,
        url: `/v1${url}`,
        headers: { ...headers, authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
      return { ...answer(response), headers: response.headers };
    },
    /**
     * The activity log's entries about one record, oldest first, as GET /v1/admin/activity answers them (all of
     * them, or the `range` of them).
     */
    async activityOf(recordId: string, range?: [number, number]): Promise<ActivityEntry[]> {
      const query = new URLSearchParams({
        filter: JSON.stringify({ recordId }),
        sort: JSON.stringify(['id', 'ASC']),
        ...(range ? { range: JSON.stringify(range) } : {}),
      });
      const response = await app.inject({
        method: 'GET',
        url: `/v1/admin/activity?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`activity: ${response.statusCode} ${response.body}`);
      return JSON.parse(response.body) as ActivityEntry[];
    },
    /** A reset link of `admin` (the signed-in one by default), stored as forgot-password stores it, valid 10 min. */
    async openResetLink(admin: string = adminUuid): Promise<string> {
      const link = randomBytes(32).toString('base64url');
      await db.query('INSERT INTO password_resets (token, admin_uuid, expires_at) VALUES ($1, $2, $3)', [
        createHash('sha256').update(link).digest('hex'),
        admin,
        new Date(Date.now() + 600_000),
      ]);
      return link;
    },
    async insertPackage(name = 'Gold', colour = '#ffaa00') {
      const uuid = randomUUID();
      await db.query(
        `INSERT INTO packages (uuid, name, image, colour, annual_cost, benefits) VALUES ($1, $2, 'x.png', $3, 100, '{a}')`,
        [uuid, name, colour],
      );
      return uuid;
    },
    async insertMember(name: string | null = 'Ann Member', extra: { coverImage?: string } = {}) {
      const uuid = randomUUID();
      await db.query(
        `INSERT INTO users (uuid, name, email, city, country, mobile, password, cover_image)
         VALUES ($1, $2, $3, 'Pune', 'India', '5550001', 'secret-hash', $4)`,
        [uuid, name, `${uuid}@test.example`, extra.coverImage ?? null],
      );
      return uuid;
    },
    /**
     * A seed context over this database with `members` named members and two packages (one inactive) in its
     * refs, as the packages and members seeders leave them, to run an area seeder alone.
     */
    async seedContext(members = 30): Promise<SeedContext> {
      const active = await this.insertPackage('Seed Gold', '#ffd700');
      const inactive = await this.insertPackage('Seed Old', '#999999');
      await db.query('UPDATE packages SET is_active = false WHERE uuid = $1', [inactive]);
      const seed: SeedContext = {
        db,
        config,
        random: createRandom(),
        sizes: await demoSizes(),
        refs: new Map(),
        now: options.now?.() ?? new Date(),
        files: ctx.files,
        image: (name, colour) => storeGeneratedImage(ctx.files, name, colour),
      };
      seededPackages(seed).push(
        { uuid: active, name: 'Seed Gold', colour: '#ffd700', annualCost: 100, isActive: true },
        { uuid: inactive, name: 'Seed Old', colour: '#999999', annualCost: 100, isActive: false },
      );
      for (let i = 0; i < members; i++) {
        const name = `Seed Member ${i + 1}`;
        seededMembers(seed).push({
          uuid: await this.insertMember(name),
          name,
          email: `m${i}@test.example`,
          hasPackage: true,
        });
      }
      return seed;
    },
    /** The stored files (`public/uploads/…`) in a folder of the store (all of them without one). */
    async storedFiles(folder?: string) {
      const entries = await ctx.files.list();
      return entries
        .filter(({ key }) => folder === undefined || key.startsWith(`${folder}/`))
        .map(({ key }) => `public/uploads/${key}`);
    },
    /** The size of a stored file, or undefined when the store has none at that path. */
    async storedSize(storedPath: string) {
      const key = keyOf(storedPath);
      return (await ctx.files.list()).find((entry) => entry.key === key)?.size;
    },
    /** Stores a file at a path as another writer (the seed) would. */
    putStored: (storedPath: string, content: Buffer) => ctx.files.write(keyOf(storedPath), content),
    /** Makes a stored file look as if it had been written at `when`. */
    async setStoredTime(storedPath: string, when: Date) {
      const key = keyOf(storedPath);
      if (bucket) await bucket.setModified(key, when);
      else await utimes(path.join(dataDir, 'uploads', key), when, when);
    },
    /** Counts the rows of a table (to prove a refused call wrote nothing). */
    async count(table: string) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return row?.n ?? 0;
    },
    async close() {
      await app.close();
      await database.release();
      await bucket?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type AreaServer = Awaited<ReturnType<typeof startAreaServer>>;

/** An activity log entry as GET /v1/admin/activity answers it (its route's response schema). */
export type ActivityEntry = Static<typeof ActivityEntrySchema>;
