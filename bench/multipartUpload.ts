/**
 * Sends one large multipart upload over HTTP without holding it in memory: the file part is generated chunk by
 * chunk (a valid signature, then zeros) and written with back-pressure. Used by the upload benchmark and the
 * streaming-upload test.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

export interface StreamedUpload {
  url: string;
  method: 'POST' | 'PATCH';
  token: string;
  fields: Record<string, string>;
  field: string;
  filename: string;
  /** The first bytes of the file (its signature); zeros follow up to `size`. */
  head: Buffer;
  size: number;
  /** Called after each MB sent; may pause the sender by returning a promise. */
  onProgress?: (sentBytes: number) => void | Promise<void>;
}

const CHUNK = 1_000_000;

export async function streamUpload(upload: StreamedUpload): Promise<{ status: number; body: string }> {
  const boundary = `----wa${randomBytes(12).toString('hex')}`;
  const preamble = Buffer.from(
    Object.entries(upload.fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const ending = Buffer.from(`\r\n--${boundary}--\r\n`);
  const zeros = Buffer.alloc(CHUNK);
  return new Promise((resolve, reject) => {
    const req = request(
      upload.url,
      {
        method: upload.method,
        headers: {
          authorization: `Bearer ${upload.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(preamble.length + upload.size + ending.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    const write = (chunk: Buffer) =>
      new Promise<void>((done) => (req.write(chunk) ? done() : req.once('drain', () => done())));
    void (async () => {
      await write(preamble);
      await write(upload.head);
      let sent = upload.head.length;
      while (sent < upload.size) {
        const n = Math.min(CHUNK, upload.size - sent);
        await write(n === CHUNK ? zeros : zeros.subarray(0, n));
        sent += n;
        await upload.onProgress?.(sent);
      }
      req.end(ending);
    })().catch(reject);
  });
}

/** An MP4 header: enough for the signature check. */
export const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
]);
