import { randomUUID } from 'node:crypto';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { noteRecordUuid } from '../db/rowVersions.js';
import { MB, type FileRule } from './fileTypes.js';
import { textProblem } from './inputLimits.js';
import { invalid } from './reply.js';
import { receiveFile, releaseTemp, uploadTempDir, type UploadedFile } from './uploadStream.js';

export { IMAGE, MB, type FileRule } from './fileTypes.js';
export type { UploadedFile } from './uploadStream.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Temporary files of this request's uploads; whatever was not moved in place is deleted after the answer. */
    uploadTemps?: string[];
  }
}

export interface MultipartBody {
  /** Text fields; a field sent more than once becomes an array. */
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

function jsonFields(body: unknown): MultipartBody {
  const value = (body ?? {}) as Record<string, unknown>;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('The request body must be an object.');
  const fields: Record<string, string | string[]> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined) continue;
    fields[key] = Array.isArray(item)
      ? item.map(String)
      : typeof item === 'object'
        ? JSON.stringify(item)
        : String(item);
  }
  return { fields, files: {} };
}

/**
 * Reads a JSON or multipart body. Multipart files are streamed to temporary files in DATA_DIR and checked
 * (allowed field, extension, signature, size) on the way; they are moved in place only when the service's
 * write commits (withStoredFile), and deleted after the answer otherwise.
 */
export async function readBody(
  request: FastifyRequest,
  rules: Record<string, FileRule> = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) return jsonFields(request.body);
  const body = await readMultipart(request, rules);
  // An update's record is known only now (db/rowVersions.ts checks its If-Match at the write).
  await noteRecordUuid(request.server.ctx.db, body.fields.uuid);
  return body;
}

async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<MultipartBody> {
  const result: MultipartBody = { fields: {}, files: {} };
  const temps = (request.uploadTemps ??= []);
  const tempDir = uploadTempDir(request.server.ctx.config.dataDir);
  const largest = Math.max(2 * MB, ...Object.values(rules).map((r) => r.maxBytes));
  try {
    for await (const part of request.parts({ limits: { fileSize: largest + 1, files: 4, fields: 100 } })) {
      if (part.type === 'file') {
        const rule = rules[part.fieldname];
        if (!rule) {
          for await (const chunk of part.file) void chunk;
          throw invalid(`Unexpected file field "${part.fieldname}".`);
        }
        if (!part.filename) {
          for await (const chunk of part.file) void chunk;
          continue;
        }
        const file = await receiveFile(tempDir, part, rule);
        temps.push(file.tempPath);
        result.files[part.fieldname] = file;
        request.server.ctx.metrics.uploadReceived(file.size);
      } else {
        const value = String(part.value ?? '');
        const problem = textProblem(part.fieldname, value);
        if (problem) throw invalid(problem);
        const existing = result.fields[part.fieldname];
        result.fields[part.fieldname] =
          existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    }
  } catch (error) {
    await discardTemps(request);
    if (error instanceof Error && 'status' in error && (error as { status: number }).status === 400)
      throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('The uploaded file is too large.');
    throw invalid(`Malformed multipart body: ${(error as Error).message}`);
  }
  return result;
}

/** Deletes the request's temporary upload files that were not moved in place (after the answer, or on failure). */
export async function discardTemps(request: FastifyRequest): Promise<void> {
  const temps = request.uploadTemps ?? [];
  request.uploadTemps = [];
  await Promise.all(temps.map((file) => unlink(file).catch(() => undefined)));
  temps.forEach(releaseTemp);
}

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
