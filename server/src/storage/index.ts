import type { Config } from '../config.js';
import type { FileStore } from './fileStore.js';
import { localFileStore } from './localFileStore.js';

export type { FileStore, StoredEntry } from './fileStore.js';
export { storedPathOf, uploadKeyOf, UPLOADS_PREFIX } from './fileStore.js';

/**
 * The configured store: the bucket when S3_ENDPOINT and S3_BUCKET are set, DATA_DIR/uploads otherwise. The S3 SDK
 * is imported only for the bucket: it adds about 0.4 s to every start of a server that keeps its files on disk.
 */
export const createFileStore = async (config: Config): Promise<FileStore> =>
  config.s3 ? (await import('./s3FileStore.js')).s3FileStore(config.s3) : localFileStore(config.dataDir);
