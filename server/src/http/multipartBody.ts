import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { MB, type FileRule } from './fileTypes.js';
import { textProblem } from './inputLimits.js';
import { invalid } from './reply.js';
import { receiveFile, releaseTemp, uploadTempDir, type UploadedFile } from './uploadStream.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Temporary files of this request's uploads; whatever was not moved in place is deleted after the answer. */
    uploadTemps?: string[];
  }
}

/** A multipart body: its text fields (a field sent more than once becomes an array) and its checked files. */
export interface MultipartBody {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

/** Reads a part to its end without keeping it. */
async function drain(file: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of file) void chunk;
}

/**
 * Reads a multipart body part by part. Files are streamed to temporary files in DATA_DIR and checked (allowed
 * field, extension, signature, size) on the way, memory holding one chunk at a time; they are moved in place only
 * when the service's write commits (services/storedFile.ts), and deleted after the answer otherwise.
 */
export async function readMultipart(
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
        const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
        if (!rule) {
          await drain(part.file);
          throw invalid(`Unexpected file field "${part.fieldname}".`);
        }
        if (!part.filename) {
          await drain(part.file);
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
