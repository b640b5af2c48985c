/** S3_* variables choose the bucket as the store of uploads (server/src/config.ts); without them, DATA_DIR/uploads. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';

const S3_ENV = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'wellness',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

describe('S3 settings', () => {
  it('keep uploads on the local disk when no S3 variable is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('read the endpoint, bucket and credentials, path-style and us-east-1 unless told otherwise', () => {
    expect(loadConfig(S3_ENV).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'wellness',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    const aws = loadConfig({
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'wellness',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: '0',
    }).s3;
    expect(aws).toMatchObject({ region: 'eu-west-1', forcePathStyle: false, credentials: undefined });
  });

  it('refuse to start with half of a pair set', () => {
    expect(() => loadConfig({ S3_BUCKET: 'wellness' })).toThrow(/S3_ENDPOINT and S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT and S3_BUCKET/);
    expect(() => loadConfig({ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});
