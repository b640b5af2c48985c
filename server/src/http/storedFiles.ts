import { randomUUID } from 'node:crypto';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { releaseTemp, type UploadedFile } from './uploadStream.js';

/**
 * Stored files: where a checked upload goes once its write commits (DATA_DIR/uploads/<folder>/<generated name>,
 * recorded as `public/uploads/…`), and their removal. Receiving uploads is multipartBody.ts's job.
 */

/** The stored path a checked file will get: public/uploads/<folder>/<generated name>. */
export const plannedPath = (file: UploadedFile) =>
  `public/uploads/${file.rule.folder}/${randomUUID()}.${file.ext}`;

/** The file on disk behind a stored path, or null when the path is not an upload. */
function uploadFileOf(dataDir: string, storedPath: string | null | undefined): string | null {
  if (!storedPath?.startsWith('public/uploads/')) return null;
  const relative = storedPath.slice('public/uploads/'.length);
  const uploads = path.join(dataDir, 'uploads');
  const file = path.resolve(uploads, relative);
  return file.startsWith(uploads + path.sep) ? file : null;
}

/** Moves a checked file from its temporary place to its stored path (once the write that refers to it committed). */
export async function moveInPlace(dataDir: string, file: UploadedFile, storedPath: string): Promise<void> {
  const target = uploadFileOf(dataDir, storedPath);
  if (!target) throw new Error(`Not an upload path: ${storedPath}`);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(file.tempPath, target);
  releaseTemp(file.tempPath);
}

/** Deletes the temporary file of an upload whose write failed. */
export async function discardUpload(file: UploadedFile): Promise<void> {
  await unlink(file.tempPath).catch(() => undefined);
  releaseTemp(file.tempPath);
}

/** Removes a stored file (its record is gone or no longer refers to it). */
export async function discardFile(dataDir: string, storedPath: string | null | undefined): Promise<void> {
  const file = uploadFileOf(dataDir, storedPath);
  if (file) await unlink(file).catch(() => undefined);
}

export const PLACEHOLDER_IMAGE = 'public/assets/images/palceholder.jpg';
