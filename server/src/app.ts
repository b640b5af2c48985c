import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context.js';
import { registerActivityActor } from './http/activityActor.js';
import { registerAdminAuth } from './http/auth.js';
import { TooManyAttemptsError } from './http/authLimits.js';
import { readableDatabaseError } from './http/databaseErrors.js';
import { registerInputGuards } from './http/inputGuards.js';
import { ApiError, sendError, tooManyRequests } from './http/reply.js';
import { registerRecordVersions, sendConflict } from './http/recordVersions.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { SemaphoreFullError } from './http/semaphore.js';
import { uiStaticOptions } from './http/uiFiles.js';
import { discardTemps } from './http/uploads.js';
import { opsServerOptions, registerOps, type LogOptions } from './ops/index.js';
import { routePlugins } from './routes/index.js';
import { VersionConflict } from './db/rowVersions.js';
import {
  FILE_COLUMNS,
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** Builds the Fastify app: /v1 (the contract), /public (uploads and assets) and the built UI. */
export async function buildApp(ctx: AppContext, options: LogOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...opsServerOptions(ctx.config, options),
    // Express defaults of the real backend: case-insensitive paths, trailing slash tolerated.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.decorate('ctx', ctx);
  registerOps(app);

  await app.register(multipart, { limits: { fileSize: 200 * 1_000_000, files: 4 } });

  // CORS as the backend sends it; OPTIONS answers before authentication so a 401 stays readable.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1')) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header(
      'Access-Control-Allow-Headers',
      'Origin, X-Requested-With, Content-Type, Accept, Authorization, Range, If-Match, Last-Event-ID',
    );
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
    // The activity list's total (ra-data-simple-rest reads it) and a record's version (ETag, issue 29) must be
    // readable across origins.
    reply.header('Access-Control-Expose-Headers', 'Content-Range, ETag');
    if (request.method === 'OPTIONS') return reply.code(200).send({});
  });
  registerAdminAuth(app);
  registerActivityActor(app);
  registerRecordVersions(app);
  registerSecurityHeaders(app, { apiOrigin: ctx.config.apiOrigin });
  registerInputGuards(app);
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
  const fileTables = [...new Set(FILE_COLUMNS.map((column) => column.table))];
  let sweptVersion: string | undefined;
  const sweeper = createUploadSweeper(async () => {
    try {
      const version = await ctx.tableVersions(fileTables);
      if (version === sweptVersion) return;
      const { young } = await sweepUploads(ctx.db, ctx.config.dataDir);
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

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error instanceof VersionConflict) return sendConflict(request, reply, error);
    if (error instanceof TooManyAttemptsError) return tooManyRequests(reply, error.message, error.waitMs);
    if (error instanceof SemaphoreFullError) {
      return tooManyRequests(reply, 'The server is busy. Please try again in a moment.', 5000);
    }
    const fromValues = readableDatabaseError(error);
    if (fromValues) return sendError(reply, fromValues);
    const err = error as { statusCode?: number; message?: string };
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, new ApiError(err.message || 'Bad request', status === 413 ? 400 : status));
    }
    request.log.error(error);
    return sendError(reply, new ApiError('Server Error', 500));
  });

  for (const plugin of routePlugins) await app.register(plugin, { prefix: '/v1' });

  const uploads = path.join(ctx.config.dataDir, 'uploads');
  const assets = path.join(ctx.config.dataDir, 'assets');
  await mkdir(uploads, { recursive: true });
  await mkdir(assets, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/public/uploads/',
    decorateReply: false,
    index: false,
  });
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
