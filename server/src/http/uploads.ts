import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { invalid } from './reply.js';

/** A file kind: the extensions it may carry and the leading bytes ("signature") its content must have. */
type Kind = 'jpg' | 'png' | 'pdf' | 'mp4' | 'mkv' | 'mp3' | 'pptx';

const EXTENSIONS: Record<string, Kind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  mp4: 'mp4',
  mkv: 'mkv',
  mp3: 'mp3',
  pptx: 'pptx',
};

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

const SIGNATURES: Record<Kind, (buf: Buffer) => boolean> = {
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46]),
  mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  mkv: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
  mp3: (b) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0),
  pptx: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
};

export interface FileRule {
  kinds: Kind[];
  maxBytes: number;
  /** Sub-folder of DATA_DIR/uploads. */
  folder: string;
}

export const MB = 1_000_000;
export const IMAGE = (folder: string): FileRule => ({ kinds: ['jpg', 'png'], maxBytes: 2 * MB, folder });

export interface UploadedFile {
  field: string;
  originalName: string;
  ext: string;
  buffer: Buffer;
  rule: FileRule;
}

export interface MultipartBody {
  /** Text fields; a field sent more than once becomes an array. */
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

function checkFile(field: string, filename: string, buffer: Buffer, rule: FileRule): UploadedFile {
  const ext = path.extname(filename).slice(1).toLowerCase();
  const kind = EXTENSIONS[ext];
  if (!kind || !rule.kinds.includes(kind)) {
    throw invalid(`"${field}" must be a file of type ${rule.kinds.join(', ')}.`);
  }
  if (buffer.length > rule.maxBytes) {
    throw invalid(`"${field}" is larger than ${rule.maxBytes} bytes.`);
  }
  if (buffer.length === 0 || !SIGNATURES[kind](buffer)) {
    throw invalid(`"${field}" is not a valid ${ext} file.`);
  }
  return { field, originalName: filename, ext: kind === 'jpg' ? ext : kind, buffer, rule };
}

/**
 * Reads a JSON or multipart body. Multipart files are checked (allowed field, extension, signature, size) in
 * memory: nothing is written until the service stores them after its own validation.
 */
export async function readBody(
  request: FastifyRequest,
  rules: Record<string, FileRule> = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw invalid('The request body must be an object.');
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      fields[key] = Array.isArray(value)
        ? value.map(String)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    }
    return { fields, files: {} };
  }
  const result: MultipartBody = { fields: {}, files: {} };
  const largest = Math.max(2 * MB, ...Object.values(rules).map((r) => r.maxBytes));
  try {
    for await (const part of request.parts({ limits: { fileSize: largest + 1, files: 4, fields: 100 } })) {
      if (part.type === 'file') {
        const rule = rules[part.fieldname];
        if (!rule) {
          await part.toBuffer().catch(() => undefined);
          throw invalid(`Unexpected file field "${part.fieldname}".`);
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw invalid(`"${part.fieldname}" is larger than ${rule.maxBytes} bytes.`);
        if (!part.filename) continue;
        result.files[part.fieldname] = checkFile(part.fieldname, part.filename, buffer, rule);
      } else {
        const value = String(part.value ?? '');
        const existing = result.fields[part.fieldname];
        result.fields[part.fieldname] =
          existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    }
  } catch (error) {
    if (error instanceof Error && 'status' in error && (error as { status: number }).status === 400)
      throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('The uploaded file is too large.');
    throw invalid(`Malformed multipart body: ${(error as Error).message}`);
  }
  return result;
}

/** Writes a checked file under DATA_DIR/uploads/<folder>/ with a generated name; returns the stored path. */
export async function storeFile(dataDir: string, file: UploadedFile): Promise<string> {
  const name = `${randomUUID()}.${file.ext}`;
  const dir = path.join(dataDir, 'uploads', file.rule.folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), file.buffer);
  return `public/uploads/${file.rule.folder}/${name}`;
}

/** Removes a stored file again (when the write it belonged to failed). */
export async function discardFile(dataDir: string, storedPath: string | undefined): Promise<void> {
  if (!storedPath?.startsWith('public/uploads/')) return;
  await unlink(path.join(dataDir, 'uploads', storedPath.slice('public/uploads/'.length))).catch(
    () => undefined,
  );
}

export const PLACEHOLDER_IMAGE = 'public/assets/images/palceholder.jpg';
