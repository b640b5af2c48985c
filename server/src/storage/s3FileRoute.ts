import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_PREFIX, uploadKeyOf } from './fileStore.js';

/**
 * One byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`); several ranges or a malformed header are ignored and
 * the whole file is sent, as HTTP allows (RFC 9110 §14.2).
 */
function singleRange(header: string | undefined): { first: string; last: string } | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  return match && (match[1] || match[2]) ? { first: match[1] ?? '', last: match[2] ?? '' } : undefined;
}

function modifiedSince(header: string | undefined): Date | undefined {
  const date = header ? new Date(header) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** The HTTP status an S3 error carries (404 for a missing key, 304, 416…), or undefined for a failure. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

interface ObjectHeaders {
  ContentLength?: number;
  ContentRange?: string;
  ETag?: string;
  LastModified?: Date;
}

/** The headers @fastify/static gives a local file; the type is decided per file by http/securityHeaders.ts. */
function fileHeaders(reply: FastifyReply, object: ObjectHeaders) {
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Cache-Control', 'public, max-age=0');
  reply.header('Content-Type', 'application/octet-stream');
  if (object.ContentLength !== undefined) reply.header('Content-Length', object.ContentLength);
  if (object.ContentRange) reply.header('Content-Range', object.ContentRange);
  if (object.ETag) reply.header('ETag', object.ETag);
  if (object.LastModified) reply.header('Last-Modified', object.LastModified.toUTCString());
  reply.code(object.ContentRange ? 206 : 200);
}

/**
 * GET and HEAD /public/uploads/<key> from the bucket, streamed through (one chunk in memory at a time): what a
 * local file answers, range requests (206 and Content-Range, so videos seek), conditional requests (304) and
 * 416 for a range past the end included.
 */
export function addS3FileRoute(
  app: FastifyInstance,
  client: S3Client,
  bucket: string,
  objectKey: (key: string) => string,
) {
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = uploadKeyOf(`public/uploads/${(request.params as { '*': string })['*']}`);
    if (!key) return reply.callNotFound();
    const Key = objectKey(key);
    const size = async () =>
      (await client.send(new HeadObjectCommand({ Bucket: bucket, Key }))).ContentLength ?? 0;
    const range = singleRange(request.headers.range);
    // The last N bytes are asked for by their offsets: not every S3-compatible store takes a suffix range (s3rver
    // answers the first N bytes instead). A missing file's GET then answers 404.
    let Range: string | undefined;
    if (range?.first) Range = `bytes=${range.first}-${range.last}`;
    else if (range) Range = `bytes=${Math.max(0, (await size().catch(() => 0)) - Number(range.last))}-`;
    const params = {
      Bucket: bucket,
      Key,
      Range,
      IfNoneMatch: request.headers['if-none-match'],
      IfModifiedSince: modifiedSince(request.headers['if-modified-since']),
    };
    try {
      if (request.method === 'HEAD') {
        fileHeaders(reply, await client.send(new HeadObjectCommand(params)));
        return reply.send();
      }
      const object = await client.send(new GetObjectCommand(params));
      fileHeaders(reply, object);
      return reply.send(object.Body as Readable);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return reply.callNotFound();
      if (status === 304) return reply.code(304).send();
      if (status !== 416) throw error;
      return reply
        .code(416)
        .header('Content-Range', `bytes */${await size()}`)
        .send();
    }
  };
  app.route({ method: ['GET', 'HEAD'], url: `${UPLOADS_PREFIX}*`, handler: send });
}
