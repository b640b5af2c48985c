import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { hasSignature, SIGNATURE_BYTES } from '../../../shared/fileSignatures.js';
import { allowedKind, type FileRule } from './fileTypes.js';
import { invalid } from './reply.js';

/** A checked upload, waiting in a temporary file until the write it belongs to commits. */
export interface UploadedFile {
  field: string;
  originalName: string;
  /** The extension the stored file gets. */
  ext: string;
  /** The temporary file under DATA_DIR/upload-tmp. */
  tempPath: string;
  size: number;
  rule: FileRule;
}

/** Where uploads wait until their write commits: in DATA_DIR (same disk as uploads/, so moving is a rename). */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'upload-tmp');

/**
 * This process's temporary files still in use: arriving, or waiting for their write to commit. The sweep never
 * deletes one, however long its upload takes; each leaves the set once moved in place or discarded.
 */
const tempsInUse = new Set<string>();

/** The temporary file is no longer in use (moved in place or deleted). */
export const releaseTemp = (tempPath: string) => void tempsInUse.delete(tempPath);

/** Reads a stream to its end without keeping it (the rest of a refused file). */
async function drain(stream: Readable): Promise<void> {
  for await (const chunk of stream) void chunk;
}

/**
 * Streams one multipart file to a temporary file, checking its extension first, then its signature from the
 * first bytes and its size while it arrives; memory holds one chunk at a time. A refused file is read to its
 * end (so the rest of the body still parses) but not kept, and the error names the field.
 */
export async function receiveFile(
  tempDir: string,
  part: { fieldname: string; filename: string; file: Readable },
  rule: FileRule,
): Promise<UploadedFile> {
  const { fieldname: field, filename } = part;
  const allowed = allowedKind(filename, rule);
  if (!allowed) {
    await drain(part.file);
    throw invalid(`"${field}" must be a file of type ${rule.kinds.join(', ')}.`);
  }
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${randomUUID()}.part`);
  tempsInUse.add(tempPath);
  const handle = await open(tempPath, 'wx', 0o600).catch((error: unknown) => {
    releaseTemp(tempPath);
    throw error;
  });
  let size = 0;
  let head = Buffer.alloc(0);
  let refusal: Error | undefined;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (refusal) continue;
      size += chunk.length;
      if (head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
        if (head.length >= SIGNATURE_BYTES && !hasSignature(allowed.kind, head)) {
          refusal = invalid(`"${field}" is not a valid ${allowed.ext} file.`);
        }
      }
      if (size > rule.maxBytes) refusal = invalid(`"${field}" is larger than ${rule.maxBytes} bytes.`);
      if (!refusal) await handle.write(chunk);
    }
    if (!refusal && !hasSignature(allowed.kind, head)) {
      refusal = invalid(`"${field}" is not a valid ${allowed.ext} file.`);
    }
  } catch (error) {
    refusal = error as Error;
  } finally {
    await handle.close();
  }
  if (refusal) {
    await unlink(tempPath).catch(() => undefined);
    releaseTemp(tempPath);
    throw refusal;
  }
  return { field, originalName: filename, ext: allowed.ext, tempPath, size, rule };
}

/**
 * A temporary file nothing has written to for this long is a leftover (a server stopped mid-upload, a request
 * cut off); one still arriving is written to every moment. Another instance sharing DATA_DIR counts on it too.
 */
export const UPLOAD_TEMP_MAX_IDLE_MS = 60 * 60_000;

/** How often a running server sweeps DATA_DIR/upload-tmp. */
export const UPLOAD_TEMP_SWEEP_MS = 10 * 60_000;

/**
 * Deletes the temporary files of DATA_DIR/upload-tmp left idle for `maxIdleMs` (at start and then every
 * UPLOAD_TEMP_SWEEP_MS), never one of this process's uploads in progress. Answers how many it deleted.
 */
export async function sweepUploadTemps(
  dataDir: string,
  now = Date.now(),
  maxIdleMs = UPLOAD_TEMP_MAX_IDLE_MS,
): Promise<number> {
  const dir = uploadTempDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (tempsInUse.has(file)) continue;
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxIdleMs) {
      await unlink(file).catch(() => undefined);
      deleted++;
    }
  }
  return deleted;
}
