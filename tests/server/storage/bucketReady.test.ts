/**
 * GET /v1/ready with the uploads in a bucket: the storage is up only while the bucket answers (a missing bucket,
 * refused credentials or a store that is down make it 503), and the secret never reaches the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAreaServer } from '../areaFixture';
import { startTestBucket, type TestBucket } from './testBucket';

let bucket: TestBucket;

beforeAll(async () => {
  bucket = await startTestBucket();
});
afterAll(() => bucket.close());

async function readyWith(settings: Partial<TestBucket['settings']>) {
  let log = '';
  const server = await startAreaServer({
    config: { s3: { ...bucket.settings, ...settings } },
    log: new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    }),
  });
  try {
    const answer = await server.app.inject({ method: 'GET', url: '/v1/ready' });
    return { statusCode: answer.statusCode, body: answer.json<Record<string, unknown>>(), log };
  } finally {
    await server.close();
  }
}

describe('GET /v1/ready with uploads in a bucket', () => {
  it('answers 200 while the bucket answers', async () => {
    const answer = await readyWith({});
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ data: { database: 'up', storage: 'up' } });
  });

  it('answers 503 naming the file storage for a missing bucket and for refused credentials', async () => {
    const secret = 'a-secret-that-stays-out-of-the-log';
    for (const settings of [
      { bucket: 'no-such-bucket' },
      // s3rver refuses an unknown access key id (it does not check SigV4 signatures).
      { credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: secret } },
    ]) {
      const answer = await readyWith(settings);
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toMatchObject({
        error: 'Not ready: the file storage does not answer.',
        data: { database: 'up', storage: 'down' },
      });
      expect(answer.log).toMatch(/not ready: the file storage does not answer/);
      expect(answer.log).not.toContain(secret);
    }
  });

  it('answers 503 when the store does not answer at all', async () => {
    const answer = await readyWith({ endpoint: 'http://127.0.0.1:9' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toMatchObject({ data: { storage: 'down' } });
  });
});
