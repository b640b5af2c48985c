import type { FastifyInstance } from 'fastify';
import type { FileRule } from './fileTypes.js';
import { readMultipart } from './multipartBody.js';
import type { UploadedFile } from './uploadStream.js';
import { normalizeFields, type BodySchema } from './validation/normalizeFields.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files a route takes in a multipart body, by field name; any other file field is refused. */
    files?: Record<string, FileRule>;
  }
  interface FastifyRequest {
    /** The checked files of a multipart body, by field name (see FastifyContextConfig.files). */
    uploads: Record<string, UploadedFile>;
  }
}

/**
 * Gives every route with a body schema its body as the schema expects it, before Fastify validates it (the
 * preValidation hook, as @fastify/multipart's own `attachFieldsToBody` does): a multipart body's text fields
 * become the body and its files `request.uploads` (streamed to temporary files, never held in memory); a missing
 * body is an empty one, so that its required fields are named; then the fields are read as the backend reads
 * them (validation/normalizeFields.ts). JSON and multipart bodies thus meet the same schema.
 */
export function registerRequestBodies(app: FastifyInstance) {
  app.decorateRequest('uploads', null as unknown as Record<string, UploadedFile>);
  app.addHook('onRequest', async (request) => {
    request.uploads = {};
  });
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body as BodySchema | undefined;
    if (!schema) return;
    if (request.isMultipart()) {
      const { fields, files } = await readMultipart(request, request.routeOptions.config.files ?? {});
      request.body = fields;
      request.uploads = files;
    }
    request.body ??= {};
    const body = request.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      normalizeFields(body as Record<string, unknown>, schema);
    }
  });
}
