import type { AppContext } from '../context.js';
import { discardUpload, moveInPlace, plannedPath } from '../http/storedFiles.js';
import type { UploadedFile } from '../http/uploadStream.js';

/**
 * Runs a write with the stored path a checked upload will have (when there is one), then moves the file from
 * its temporary place into that path: only a committed write gets its file. If the write fails, the temporary
 * file is deleted and nothing is left behind. Call it only after validation passed.
 */
export async function withStoredFile<T>(
  ctx: AppContext,
  file: UploadedFile | undefined,
  write: (storedPath: string | undefined) => Promise<T>,
): Promise<T> {
  if (!file) return write(undefined);
  const storedPath = plannedPath(file);
  let result: T;
  try {
    result = await write(storedPath);
  } catch (error) {
    await discardUpload(file);
    throw error;
  }
  await moveInPlace(ctx.files, file, storedPath);
  return result;
}
