import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { uploadKeyOf, type FileStore } from '../storage/index.js';
import { releaseTemp, type UploadedFile } from './uploadStream.js';

/**
 * Stored files: where a checked upload goes once its write commits (recorded as
 * `public/uploads/<folder>/<generated name>`, kept by the configured store, storage/), and their removal.
 * Receiving uploads is multipartBody.ts's job.
 */

/** The stored path a checked file will get: public/uploads/<folder>/<generated name>. */
export const plannedPath = (file: UploadedFile) =>
  `public/uploads/${file.rule.folder}/${randomUUID()}.${file.ext}`;

/** Moves a checked file from its temporary place to its stored path (once the write that refers to it committed). */
export async function moveInPlace(files: FileStore, file: UploadedFile, storedPath: string): Promise<void> {
  const key = uploadKeyOf(storedPath);
  if (!key) throw new Error(`Not an upload path: ${storedPath}`);
  try {
    await files.moveIn(file.tempPath, key);
  } finally {
    releaseTemp(file.tempPath);
  }
}

/** Deletes the temporary file of an upload whose write failed. */
export async function discardUpload(file: UploadedFile): Promise<void> {
  await unlink(file.tempPath).catch(() => undefined);
  releaseTemp(file.tempPath);
}

/** Removes a stored file (its record is gone or no longer refers to it). */
export async function discardFile(files: FileStore, storedPath: string | null | undefined): Promise<void> {
  const key = uploadKeyOf(storedPath);
  if (key) await files.remove(key);
}

export const PLACEHOLDER_IMAGE = 'public/assets/images/palceholder.jpg';
