import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.js';
import type { FileStore, StoredEntry } from './fileStore.js';
import { addS3FileRoute } from './s3FileRoute.js';

/**
 * The server's part of the bucket: it lists and deletes only under this prefix (the sweep deletes what no record
 * refers to), so a bucket shared with anything else loses nothing else.
 */
export const S3_KEY_PREFIX = 'uploads/';

/**
 * A multipart upload holds at most PART_QUEUE parts of PART_BYTES in memory while it sends a file: 16 MB
 * whatever the file's size (memory stays flat for 200 MB media). A file smaller than one part is one PUT.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PART_QUEUE = 2;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // S3-compatible stores do not all take the checksums the SDK adds by default (aws-chunked trailers): send
    // and check them only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it (and its upload) open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });
}

/** Stored files as objects `uploads/<key>` in an S3-compatible bucket, served through this server. */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${S3_KEY_PREFIX}${key}`;
  return {
    async moveIn(tempPath, key) {
      const body = createReadStream(tempPath);
      try {
        const upload = new Upload({
          client,
          params: { Bucket, Key: objectKey(key), Body: body },
          partSize: PART_BYTES,
          queueSize: PART_QUEUE,
        });
        await upload.done();
      } finally {
        // A failed upload leaves the file open otherwise.
        body.destroy();
      }
      await unlink(tempPath);
    },
    async write(key, content) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: content }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async list() {
      const listed: StoredEntry[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: S3_KEY_PREFIX })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          listed.push({
            key: object.Key.slice(S3_KEY_PREFIX.length),
            size: object.Size ?? 0,
            // A store that does not say when counts the file as new: the sweep leaves it for now.
            modifiedMs: object.LastModified?.getTime() ?? Date.now(),
          });
        }
      }
      return listed;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async serve(app) {
      addS3FileRoute(app, client, Bucket, objectKey);
    },
    close() {
      client.destroy();
    },
  };
}
