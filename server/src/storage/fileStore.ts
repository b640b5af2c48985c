import type { FastifyInstance } from 'fastify';

/**
 * Where stored uploads live: DATA_DIR/uploads (the default, localFileStore.ts) or an S3-compatible bucket
 * (S3_ENDPOINT and S3_BUCKET, s3FileStore.ts). The rest of the server speaks of a stored file by its key, the
 * part of its stored path after `public/uploads/` (`packages/<uuid>.png`), and never knows which store it has.
 */
export interface FileStore {
  /** Moves a checked temporary file to `key` (its write committed); the temporary file is gone afterwards. */
  moveIn(tempPath: string, key: string): Promise<void>;
  /** Writes `content` at `key` (the seed's generated files). */
  write(key: string, content: Buffer): Promise<void>;
  /** Deletes the file at `key`; a file already gone is no error. */
  remove(key: string): Promise<void>;
  /** Every stored file, with its size and when it was last written. */
  list(): Promise<StoredEntry[]>;
  /** Resolves when stored files can be read and written, throws otherwise (GET /v1/ready). */
  check(): Promise<void>;
  /** Serves the stored files at /public/uploads/<key>: GET and HEAD, range requests, 404 for an unknown key. */
  serve(app: FastifyInstance): Promise<void>;
  /** Releases what the store holds open (server close). */
  close(): void;
}

export interface StoredEntry {
  key: string;
  size: number;
  modifiedMs: number;
}

/** The URL prefix of stored files, and the start of every stored path the records carry. */
export const UPLOADS_PREFIX = '/public/uploads/';
const STORED_PREFIX = UPLOADS_PREFIX.slice(1);

/** Each segment of a key: no empty, `.` or `..` segment, no backslash or control character. */
const KEY_SEGMENT = /^(?!\.{1,2}$)[^\\/\p{Cc}]+$/u;

/** A stored path's key (`public/uploads/a/b.png` → `a/b.png`), or null when the path is not an upload's. */
export function uploadKeyOf(storedPath: string | null | undefined): string | null {
  if (!storedPath?.startsWith(STORED_PREFIX)) return null;
  const key = storedPath.slice(STORED_PREFIX.length);
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment)) ? key : null;
}

/** The stored path records carry for a key. */
export const storedPathOf = (key: string) => `${STORED_PREFIX}${key}`;
