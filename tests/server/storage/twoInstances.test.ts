/**
 * Two server instances on one database and one bucket, as two processes behind a load balancer: a file uploaded
 * through one is served by the other (ranges included), a file replaced through one is swept from the bucket by
 * the other, and neither keeps stored files on its own disk. PGlite shared in this process by default; a new
 * PostgreSQL database with TEST_DATABASE_URL (each instance then has its own connection).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/src/db/index';
import { createServer, type StartedServer } from '../../../server/src/server';
import { sweepUploads } from '../../../server/src/services/uploadSweep';
import { templateConfig } from '../../contract/template';
import { multipartBody, PNG, type Parts } from '../areaFixture';
import { openMigratedDatabase, type TestDatabase } from '../migratedDatabase';
import { startTestBucket, type TestBucket } from './testBucket';

let database: TestDatabase;
let bucket: TestBucket;
let one: StartedServer;
let two: StartedServer;
let token: string;
const dataDirs: string[] = [];

async function instance(db: Db): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wa-instance-'));
  dataDirs.push(dataDir);
  return createServer({ ...templateConfig(dataDir), s3: bucket.settings }, { db, seed: false });
}

async function upload(server: StartedServer, method: 'POST' | 'PATCH', url: string, parts: Parts) {
  const { contentType, payload } = await multipartBody(parts);
  const answer = await server.app.inject({
    method,
    url: `/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { uuid: string; image: string } }>().data;
}

const newPackage = (name: string, content: Buffer): Parts => ({
  name,
  annualCost: '10',
  benefits: 'One',
  image: { name: 'image.png', content },
});

const get = (server: StartedServer, storedPath: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/${storedPath}`, headers });

/** A PNG whose bytes after the signature differ from any other test's. */
const image = Buffer.concat([PNG, Buffer.from(randomUUID())]);

beforeAll(async () => {
  database = await openMigratedDatabase();
  bucket = await startTestBucket();
  one = await instance(database.db);
  two = await instance(await database.other());
  const admin = randomUUID();
  await database.db.query(
    `INSERT INTO admins (uuid, name, email, password) VALUES ($1, 'A', 'a@test.example', 'x')`,
    [admin],
  );
  token = await one.ctx.tokens.sign({ id: admin });
});
afterAll(async () => {
  await one?.app.close();
  await two?.app.close();
  await database?.drop();
  await bucket?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('two instances, one database, one bucket', () => {
  it('serves through one instance the file uploaded through the other, whole and by range', async () => {
    const created = await upload(one, 'POST', '/admin/package/create', newPackage('Shared', image));
    const whole = await get(two, created.image);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(image)).toBe(true);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const part = await get(two, created.image, { range: 'bytes=8-15' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(image.subarray(8, 16))).toBe(true);
    // Neither instance kept the file on its own disk.
    for (const dataDir of dataDirs) {
      expect(existsSync(path.join(dataDir, 'uploads', created.image.slice('public/uploads/'.length)))).toBe(
        false,
      );
    }
  });

  it('sweeps from the bucket, through one instance, the file replaced through the other', async () => {
    const created = await upload(two, 'POST', '/admin/package/create', newPackage('Replaced', image));
    // As if uploaded ten minutes ago: old enough to be swept once nothing refers to it.
    await bucket.setModified(created.image.slice('public/uploads/'.length), new Date(Date.now() - 600_000));
    const updated = await upload(two, 'PATCH', '/admin/package/update', {
      uuid: created.uuid,
      image: { name: 'second.png', content: PNG },
    });
    // The instance that wrote does not sweep; the other one finds the replaced file in the bucket.
    await two.app.uploadSweeper.stop();
    expect(await sweepUploads(database.db, one.ctx.files, one.ctx.fileColumns)).toEqual({
      deleted: [created.image],
      young: 0,
    });
    expect((await get(two, created.image)).statusCode).toBe(404);
    expect((await get(one, updated.image)).statusCode).toBe(200);
  });
});
