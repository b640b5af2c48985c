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
import type { AppContext } from '../context.js';

/**
 * A record an administrator edits in a form (issue 29: no silent overwrites): the routes that read or change it
 * say so in their options (`config: readsRecord(…)` / `updatesRecord(…)`, and `listsRecords(…)` where the contract
 * has no single-record read). Each answers its views and updates with the record's ETag, its lists each row's
 * version, and refuses an update whose `If-Match` names an older version with 409 and the record as it now is.
 */
export interface VersionedRecord {
  /** The table holding them; its `uuid` column names a record. */
  table: string;
  /** The record is the signed-in admin (the profile): no uuid is sent. Otherwise the body's `uuid` names it. */
  ownRecord?: boolean;
  /** The record as its view (or its list, where the contract has no view) answers it: the body of a 409. */
  current(ctx: AppContext, uuid: string): Promise<unknown>;
}

interface VersionedRoute {
  record: VersionedRecord;
  kind: 'view' | 'update' | 'list';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The versioned record this route reads or changes (readsRecord, updatesRecord). */
    versioned?: VersionedRoute;
  }
  interface FastifyRequest {
    /** The versioned record this request reads or changes. */
    versioned?: VersionedRequest;
    /** The versions of the rows a list answers (read before its rows), by uuid. */
    listVersions?: Map<string, string>;
  }
}

/** Route options of a single-record read: its answer carries the record's ETag. */
export const readsRecord = (record: VersionedRecord) => ({ versioned: { record, kind: 'view' as const } });

/** Route options of a route that changes one record: a stale If-Match is refused with 409. */
export const updatesRecord = (record: VersionedRecord) => ({
  versioned: { record, kind: 'update' as const },
});

/**
 * Route options of a list where the contract has no single-record read: each row is answered with its version as
 * `etag` (the value a view's ETag would have), so the update can send it as If-Match.
 */
export const listsRecords = (record: VersionedRecord) => ({ versioned: { record, kind: 'list' as const } });

/** Where the contract has no single-record read, the record as its list answers it. */
export const fromList =
  (list: (ctx: AppContext) => Promise<{ uuid?: unknown }[]>) => async (ctx: AppContext, uuid: string) =>
    (await list(ctx)).find((record) => record.uuid === uuid) ?? null;

const versionedRoute = (request: FastifyRequest) => request.routeOptions.config.versioned;

/** The entity tags of an If-Match header (`"a", W/"b"`); undefined for none or `*` (any version). */
export function entityTags(header: string | undefined): string[] | undefined {
  if (!header || header.trim() === '*') return undefined;
  const tags = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.map((tag) => tag.replace(/^W\//, ''));
}

function recordUuid(request: FastifyRequest, record: VersionedRecord): string | undefined {
  if (record.ownRecord) return request.adminUuid;
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
  const current = route ? await route.record.current(ctx, conflict.uuid).catch(() => null) : null;
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
 * Record versions on the routes whose options name a versioned record (readsRecord, updatesRecord, listsRecords):
 * a view answers its record's ETag (read before the answer is built: a write in between makes the next save
 * conflict, never pass), a list each row's as its `etag` (read before its rows, likewise); an update's If-Match is checked
 * before its body is validated, and again by the database wrapper (db/rowVersions.ts) inside its write
 * transaction; its answer carries the version it wrote. A request without If-Match is not checked (the organisation's backend and older clients send none).
 * Returns the handler of VersionConflict for the app's error handler.
 */
export function registerRecordVersions(app: FastifyInstance) {
  // Update routes document (and serialise) their 409.
  app.addHook('onRoute', (route) => {
    if (route.config?.versioned?.kind !== 'update' || !route.schema?.response) return;
    route.schema.response = { ...(route.schema.response as object), 409: conflictAnswer };
  });
  // After the body is read and before it is validated: a stale version is refused first.
  app.addHook('preValidation', async (request) => {
    const route = versionedRoute(request);
    if (!route) return;
    const { table } = route.record;
    if (route.kind === 'list') {
      request.listVersions = await rowVersions(app.ctx.db, table);
      return;
    }
    const state: VersionedRequest = { table, uuid: recordUuid(request, route.record) };
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
