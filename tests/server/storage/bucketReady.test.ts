/**
 * GET /v1/ready with the uploads in a bucket: the storage is up only while the bucket answers; a missing bucket,
 * refused credentials or a store that does not answer count as down.
 */
import { Writable } from 'node:stream';
import { CreateBucketCommand, DeleteBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, s3FileStore } from '../../../server/src/storage/s3FileStore';
import { startAreaServer, type AreaServer } from '../areaFixture';
import { startTestBucket, type TestBucket } from './testBucket';

let bucket: TestBucket;
let server: AreaServer;
let log = '';

beforeAll(async () => {
  bucket = await startTestBucket();
  server = await startAreaServer({
    config: { s3: bucket.settings },
    log: new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    }),
  });
});
afterAll(async () => {
  await server.close();
  await bucket.close();
});

const ready = async () => {
  const answer = await server.app.inject({ method: 'GET', url: '/v1/ready' });
  return { statusCode: answer.statusCode, body: answer.json<Record<string, unknown>>() };
};

describe('GET /v1/ready with uploads in a bucket', () => {
  it('answers 200 while the bucket answers, 503 naming the file storage while it is missing', async () => {
    expect(await ready()).toMatchObject({ statusCode: 200, body: { data: { storage: 'up' } } });
    const client = createS3Client(bucket.settings);
    await client.send(new DeleteBucketCommand({ Bucket: bucket.settings.bucket }));
    try {
      expect(await ready()).toMatchObject({
        statusCode: 503,
        body: {
          error: 'Not ready: the file storage does not answer.',
          data: { database: 'up', storage: 'down' },
        },
      });
      expect(log).toMatch(/not ready: the file storage does not answer/);
    } finally {
      await client.send(new CreateBucketCommand({ Bucket: bucket.settings.bucket }));
      client.destroy();
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('counts refused credentials and a store that does not answer as down', async () => {
    for (const settings of [
      // s3rver refuses an unknown access key id (it does not check SigV4 signatures).
      { credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'secret' } },
      { endpoint: 'http://127.0.0.1:9' },
    ]) {
      const store = s3FileStore({ ...bucket.settings, ...settings });
      await expect(store.check()).rejects.toThrow();
      store.close();
    }
  });
});
