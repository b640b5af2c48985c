import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';
import { answers, noQuery, record } from '../http/answers.js';
import { PUBLIC_ROUTE } from '../http/auth.js';
import { ok } from '../http/reply.js';
import { uploadTempDir } from '../http/uploadStream.js';

/** A part that does not answer within this time counts as down: a load balancer's probe must not hang. */
export const READY_CHECK_TIMEOUT_MS = 2000;

function withinTimeout(check: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), READY_CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

/** The database answers a query. */
const databaseAnswers = (ctx: AppContext) => ctx.db.query('SELECT 1');

/**
 * The file storage takes a file where uploads arrive (a small file written and deleted: a full or read-only disk
 * fails here) and the store of stored uploads answers (storage/: the uploads folder can be read and written, or
 * the bucket answers).
 */
async function storageAnswers(ctx: AppContext) {
  const tempDir = uploadTempDir(ctx.config.dataDir);
  await mkdir(tempDir, { recursive: true });
  const probe = path.join(tempDir, `ready-${randomUUID()}.probe`);
  await writeFile(probe, 'ready');
  await unlink(probe);
  await ctx.files.check();
}

const PARTS = {
  database: { check: databaseAnswers, failure: 'the database does not answer' },
  storage: { check: storageAnswers, failure: 'the file storage does not answer' },
} as const;
type Part = keyof typeof PARTS;

const ReadyState = record({ database: Type.String(), storage: Type.String() });
const READY_SCHEMA = {
  tags: ['Health'],
  querystring: noQuery,
  response: {
    ...answers(ReadyState, { isPublic: true }),
    503: Type.Object(
      { status: Type.Integer(), message: Type.String(), error: Type.String(), data: ReadyState },
      { description: 'Not ready: the parts that failed in `error`, each part up or down in `data`' },
    ),
  },
};

/**
 * GET /v1/ready (not in the contract; public, like /v1/health): whether this instance can serve, for a load
 * balancer or an orchestrator's readiness probe. 200 when the database and the file storage both answer; 503
 * naming the part that failed otherwise. /v1/health stays what it was: the database check.
 */
export function addReadyRoute(app: FastifyInstance) {
  app.get('/v1/ready', { ...PUBLIC_ROUTE, schema: READY_SCHEMA }, async (request, reply) => {
    const parts = Object.keys(PARTS) as Part[];
    const results = await Promise.allSettled(parts.map((part) => withinTimeout(PARTS[part].check(app.ctx))));
    const state = {} as Record<Part, 'up' | 'down'>;
    const failures: string[] = [];
    results.forEach((result, i) => {
      const part = parts[i] as Part;
      state[part] = result.status === 'fulfilled' ? 'up' : 'down';
      if (result.status === 'fulfilled') return;
      failures.push(PARTS[part].failure);
      request.log.warn({ err: result.reason, part }, `not ready: ${PARTS[part].failure}`);
    });
    reply.header('Cache-Control', 'no-store');
    if (failures.length === 0) return ok(reply, state);
    return reply
      .code(503)
      .send({ status: 503, message: 'Error!', error: `Not ready: ${failures.join('; ')}.`, data: state });
  });
}
