import type { Config } from '../config.js';
import type { FileStore } from './fileStore.js';
import { localFileStore } from './localFileStore.js';
import { s3FileStore } from './s3FileStore.js';

export type { FileStore, StoredEntry } from './fileStore.js';
export { storedPathOf, uploadKeyOf, UPLOADS_PREFIX } from './fileStore.js';

/** The configured store: the bucket when S3_ENDPOINT and S3_BUCKET are set, DATA_DIR/uploads otherwise. */
export const createFileStore = (config: Config): FileStore =>
  config.s3 ? s3FileStore(config.s3) : localFileStore(config.dataDir);
