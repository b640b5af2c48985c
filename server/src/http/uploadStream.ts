import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { allowedKind, hasSignature, SIGNATURE_BYTES, type FileRule } from './fileTypes.js';
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
  const handle = await open(tempPath, 'wx', 0o600);
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
    throw refusal;
  }
  return { field, originalName: filename, ext: allowed.ext, tempPath, size, rule };
}

/**
 * Deletes temporary files older than a day (a server killed mid-upload); younger ones may belong to another
 * instance sharing the directory.
 */
export async function sweepUploadTemps(dataDir: string, now = Date.now()): Promise<void> {
  const dir = uploadTempDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > 86_400_000) await unlink(file).catch(() => undefined);
  }
}
