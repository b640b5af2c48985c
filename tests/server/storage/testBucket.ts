/**
 * An S3-compatible server for a test (s3rver, in this process, on a temporary folder and a free port) with one
 * bucket, and the settings that point the reference server at it. `TEST_UPLOAD_STORE=s3` makes the area
 * fixture use one, so the upload tests run against a bucket as well as against DATA_DIR/uploads.
 */
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../server/src/config';
import { S3_KEY_PREFIX } from '../../../server/src/storage/s3FileStore';

export interface TestBucket {
  settings: S3Settings;
  /** Sets when the object behind a key was last written, as the store answers it. */
  setModified(key: string, when: Date): Promise<void>;
  close(): Promise<void>;
}

/** Whether the upload tests run against a bucket (TEST_UPLOAD_STORE=s3) or DATA_DIR/uploads. */
export const uploadsInBucket = () => process.env.TEST_UPLOAD_STORE === 's3';

export async function startTestBucket(bucket = 'wellness-uploads'): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'wa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      forcePathStyle: true,
      // s3rver's fixed credentials (it refuses another access key id; it does not check SigV4 signatures).
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    // s3rver answers an object's LastModified from its file's mtime (`<key>._S3rver_object`).
    async setModified(key, when) {
      const object = path.join(directory, bucket, `${S3_KEY_PREFIX}${key}._S3rver_object`);
      await utimes(object, when, when);
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
