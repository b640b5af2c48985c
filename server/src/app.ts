import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerActivityActor } from './http/activityActor.js';
import { registerAnswerSchemaCheck } from './http/answerSchemaCheck.js';
import { answerFrameworkError } from './http/badUrl.js';
import { registerAdminAuth } from './http/auth.js';
import { registerErrorHandler } from './http/errorHandler.js';
import { registerInputGuards } from './http/inputGuards.js';
import { discardTemps } from './http/multipartBody.js';
import { uiStaticOptions } from './http/uiFiles.js';
import { registerOpenApi } from './http/openapi.js';
import { registerRecordVersions } from './http/recordVersions.js';
import { registerRequestBodies } from './http/requestBody.js';
import { API_HEADERS, registerSecurityHeaders } from './http/securityHeaders.js';
import { AJV_OPTIONS } from './http/validation/ajvOptions.js';
import { sharedCompilers } from './http/validation/sharedCompilers.js';
import { addOpsRoutes, opsServerOptions, registerOps, type LogOptions } from './ops/index.js';
import type { ServerModule } from './modules/defineModule.js';
import { coreRoutes } from './routes/index.js';
import {
  createUploadSweeper,
  sweepUploads,
  SWEEP_GRACE_MS,
  type UploadSweeper,
} from './services/uploadSweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes unreferenced uploads after writes (services/uploadSweep.ts). */
    uploadSweeper: UploadSweeper;
  }
}

/** A connection with nothing sent either way for this long ends. */
export const CONNECTION_IDLE_MS = 60_000;
/** A request's headers and body must have arrived within this. */
export const REQUEST_RECEIVE_MS = 30 * 60_000;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * Builds the Fastify app: /v1 (the contract: the shared routes and each module's), /public (uploads and assets) and
 * the built UI.
 */
export async function buildApp(
  ctx: AppContext,
  modules: readonly ServerModule[],
  options: LogOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...opsServerOptions(ctx.config, options),
    frameworkErrors: answerFrameworkError,
    // Express defaults of the real backend: case-insensitive paths, trailing slash tolerated.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // The client's address (the sign-in limits' key) from the proxies named by TRUST_PROXY only.
    trustProxy: ctx.config.trustProxy ?? false,
    // Fastify's defaults (0) let a client hold a connection for ever, sending a byte now and then (sign-in,
    // forgot-password and reset need no token). A connection quiet for a minute while its request arrives ends
    // (not once its handler runs: below); a request must be received within 30 minutes (a 200 MB video at
    // 1 Mbit/s).
    connectionTimeout: CONNECTION_IDLE_MS,
    requestTimeout: REQUEST_RECEIVE_MS,
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: sharedCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('ctx', ctx);
  registerOps(app);
  // The idle limit guards the arrival of a request (a JSON body is read before this hook): a handler that works
  // longer without writing (a stored upload going to S3) is not cut. Node applies the limit again to the
  // connection's next request. A multipart body, read by its handler, is bounded by the request limit.
  // (app.inject's socket has no timer.)
  app.addHook('preHandler', async (request) => {
    const socket: Partial<Pick<Socket, 'setTimeout'>> | undefined = request.raw.socket;
    socket?.setTimeout?.(0);
  });

  // CORS as the backend sends it on every answer; a preflight OPTIONS answers 200 before authentication, so a
  // 401 stays readable. The activity list's total (ra-data-simple-rest reads it) and a record's version (ETag) are
  // exposed.
  await app.register(cors, {
    origin: '*',
    allowedHeaders: [
      'Origin',
      'X-Requested-With',
      'Content-Type',
      'Accept',
      'Authorization',
      'Range',
      // A write's record version and the change stream's resume point (issue 29).
      'If-Match',
      'Last-Event-ID',
    ],
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Content-Range', 'ETag'],
    optionsSuccessStatus: 200,
    strictPreflight: false,
  });
  await registerSecurityHeaders(app, { apiOrigin: ctx.config.apiOrigin });
  // Ordinary answers gzip- or brotli-compressed when accepted; an answer that already has a Content-Encoding
  // (the kept answers of http/answerCache.ts, pre-compressed files) is sent as it is.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(multipart, { limits: { fileSize: 200 * 1_000_000, files: 4 } });
  await registerOpenApi(app);
  addOpsRoutes(app);

  registerAdminAuth(app);
  registerActivityActor(app);
  registerRequestBodies(app);
  registerRecordVersions(app);
  registerInputGuards(app);
  registerErrorHandler(app);
  if (ctx.config.checkAnswerSchemas) registerAnswerSchemaCheck(app);
  // Uploads whose write did not commit (refused, failed, or never stored) leave no temporary file behind,
  // deleted before the answer goes out (so a client that reads the answer never sees one).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.uploadTemps?.length) await discardTemps(request);
    return payload;
  });
  // A write that succeeded may have replaced or deleted a stored file: once it has committed (the answer is
  // sent), the files nothing refers to any more are deleted.
  // Read-only calls (POST views) and writes to tables without files leave the file tables' versions alone: no
  // sweep then.
  const fileTables = [...new Set(ctx.fileColumns.map((column) => column.table))];
  let sweptVersion: string | undefined;
  const sweeper = createUploadSweeper(async () => {
    try {
      const version = await ctx.tableVersions(fileTables);
      if (version === sweptVersion) return;
      const { young } = await sweepUploads(ctx.db, ctx.files, ctx.fileColumns);
      // Unreferenced files too young to delete yet: another sweep once they are old enough.
      if (young > 0) setTimeout(() => sweeper.schedule(), SWEEP_GRACE_MS).unref();
      else sweptVersion = version;
    } catch (error) {
      app.log.warn({ err: error }, 'the sweep of unreferenced uploads failed');
    }
  });
  app.decorate('uploadSweeper', sweeper);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith('/v1') && reply.statusCode < 400)
      sweeper.schedule();
  });
  app.addHook('onClose', () => sweeper.stop());

  for (const plugin of [...coreRoutes, ...modules.map((module) => module.routes)])
    await app.register(plugin, { prefix: '/v1' });

  // Stored uploads from the configured store (storage/): DATA_DIR/uploads or the S3 bucket.
  await ctx.files.serve(app);
  const assets = path.join(ctx.config.dataDir, 'assets');
  await mkdir(assets, { recursive: true });
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/public/assets/',
    decorateReply: false,
    index: false,
  });
  const ui = existsSync(path.join(ctx.config.uiDir, 'index.html')) ? ctx.config.uiDir : null;
  if (ui) await app.register(fastifyStatic, uiStaticOptions(ui));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The single-page app answers every other GET and HEAD (client-side routes such as /admin/members).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (ui && reads && !pathname.startsWith('/v1') && !pathname.startsWith('/public/')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', ui);
    }
    // An unknown /v1 address gets the API's headers, like its known ones.
    if (pathname.toLowerCase().startsWith('/v1')) reply.helmet(API_HEADERS);
    // Express's page for an unknown route, as the real backend answers.
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        `<!DOCTYPE html><html><body><pre>Cannot ${request.method} ${escapeHtml(pathname)}</pre></body></html>`,
      );
  });

  return app;
}
