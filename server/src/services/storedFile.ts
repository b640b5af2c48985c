import type { AppContext } from '../context.js';
import { discardFile, storeFile, type UploadedFile } from '../http/uploads.js';

/**
 * Stores a checked upload (when there is one), then runs the write with its path; if the write fails, the file
 * is removed again so a refused call leaves nothing behind. Call it only after validation passed.
 */
export async function withStoredFile<T>(
  ctx: AppContext,
  file: UploadedFile | undefined,
  write: (storedPath: string | undefined) => Promise<T>,
): Promise<T> {
  const storedPath = file ? await storeFile(ctx.config.dataDir, file) : undefined;
  try {
    return await write(storedPath);
  } catch (error) {
    await discardFile(ctx.config.dataDir, storedPath);
    throw error;
  }
}
