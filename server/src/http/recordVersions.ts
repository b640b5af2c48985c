import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  refuseStale,
  rowVersion,
  rowVersions,
  runVersioned,
  VersionConflict,
  type VersionedRequest,
} from '../db/rowVersions.js';
import { VERSIONED_RECORDS, type VersionedRecords } from '../routes/versionedRecords.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The versioned record this request reads or changes (routes/versionedRecords.ts). */
    versioned?: VersionedRequest;
    /** The versions of the rows a list answers (read before its rows), by uuid. */
    listVersions?: Map<string, string>;
  }
}

interface VersionedRoute {
  records: VersionedRecords;
  kind: 'view' | 'update' | 'list';
}

/** Mounted paths (under /v1, lower-cased: the router is case-insensitive) → their records and kind. */
const ROUTES = new Map<string, VersionedRoute>(
  VERSIONED_RECORDS.flatMap((records) => [
    ...records.views.map((url) => [`/v1${url}`.toLowerCase(), { records, kind: 'view' }] as const),
    ...records.updates.map((url) => [`/v1${url}`.toLowerCase(), { records, kind: 'update' }] as const),
    ...(records.lists ?? []).map((url) => [`/v1${url}`.toLowerCase(), { records, kind: 'list' }] as const),
  ]),
);

const versionedRoute = (request: FastifyRequest) =>
  ROUTES.get(String(request.routeOptions.url ?? '').toLowerCase());

/** The entity tags of an If-Match header (`"a", W/"b"`); undefined for none or `*` (any version). */
export function entityTags(header: string | undefined): string[] | undefined {
  if (!header || header.trim() === '*') return undefined;
  const tags = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.map((tag) => tag.replace(/^W\//, ''));
}

function recordUuid(request: FastifyRequest, records: VersionedRecords): string | undefined {
  if (records.ownRecord) return request.adminUuid;
  // JSON and multipart bodies alike (a multipart body's fields are read before validation, http/requestBody.ts).
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?.uuid === 'string' && body.uuid ? body.uuid : undefined;
}

/** The 409's schema: the E-wrapper with the record as it now is in `data`. */
const conflictAnswer = Type.Object(
  {
    status: Type.Integer({ const: 409 }),
    message: Type.String(),
    error: Type.String(),
    data: Type.Unknown(),
  },
  { additionalProperties: false, description: 'Changed since the If-Match version: the record as it now is' },
);

/** The 409: the record as it now is, with its version, so the client can show what changed. */
export async function sendConflict(request: FastifyRequest, reply: FastifyReply, conflict: VersionConflict) {
  const route = versionedRoute(request);
  const { ctx } = request.server;
  // The version is read before the record: a write in between makes the next save conflict, never pass.
  const version = await rowVersion(ctx.db, conflict.table, conflict.uuid);
  const current = route ? await route.records.current(ctx, conflict.uuid).catch(() => null) : null;
  if (version) reply.header('ETag', version);
  return reply.code(409).send({
    status: 409,
    message: 'Error!',
    error: 'This record was changed by another administrator since it was read.',
    data: current,
  });
}

/** A list's answer with each row's version as `etag` (rows are matched by uuid; others are left as they are). */
function withRowVersions(payload: unknown, versions: Map<string, string>): unknown {
  const answer = payload as { data?: unknown } | null;
  if (!answer || !Array.isArray(answer.data)) return payload;
  const data = answer.data.map((row: unknown) => {
    const uuid = (row as { uuid?: unknown } | null)?.uuid;
    const etag = typeof uuid === 'string' ? versions.get(uuid) : undefined;
    return etag ? { ...(row as object), etag } : row;
  });
  return { ...answer, data };
}

/**
 * Record versions on the routes of routes/versionedRecords.ts: a view answers its record's ETag (read before the
 * answer is built: a write in between makes the next save conflict, never pass), a list without views each row's
 * as its `etag` (read before its rows, likewise); an update's If-Match is checked
 * before its body is validated, and again by the database wrapper (db/rowVersions.ts) inside its write
 * transaction; its answer carries the version it wrote. A request without If-Match is not checked (the organisation's backend and older clients send none).
 * Returns the handler of VersionConflict for the app's error handler.
 */
export function registerRecordVersions(app: FastifyInstance) {
  // Update routes document (and serialise) their 409.
  app.addHook('onRoute', (route) => {
    const versioned = ROUTES.get(route.url.toLowerCase());
    if (versioned?.kind !== 'update' || !route.schema?.response) return;
    route.schema.response = { ...(route.schema.response as object), 409: conflictAnswer };
  });
  // After the body is read and before it is validated: a stale version is refused first.
  app.addHook('preValidation', async (request) => {
    const route = versionedRoute(request);
    if (!route) return;
    const { table } = route.records;
    if (route.kind === 'list') {
      request.listVersions = await rowVersions(app.ctx.db, table);
      return;
    }
    const state: VersionedRequest = { table, uuid: recordUuid(request, route.records) };
    if (route.kind === 'update') {
      state.expected = entityTags(request.headers['if-match']);
      await refuseStale(app.ctx.db, state);
    } else if (state.uuid) state.answered = (await rowVersion(app.ctx.db, table, state.uuid)) ?? undefined;
    request.versioned = state;
  });
  // The handler runs inside the request's state (callback style, as the activity actor's hook).
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.versioned) runVersioned(request.versioned, done);
    else done();
  });
  app.addHook('preSerialization', async (request, reply, payload) =>
    request.listVersions && reply.statusCode < 300 ? withRowVersions(payload, request.listVersions) : payload,
  );
  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.versioned?.answered;
    if (version && reply.statusCode < 300) reply.header('ETag', version);
    return payload;
  });
}
