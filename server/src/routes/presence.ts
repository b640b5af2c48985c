import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { answers } from '../http/answers.js';
import { ok } from '../http/reply.js';
import { reference, strict } from '../http/validation/fields.js';
import {
  MAX_PRESENCE_SEQ,
  PRESENCE_TTL_SECONDS,
  announce,
  leave,
  viewers,
  type PresenceTab,
} from '../presence/presenceStore.js';
import { tokenDigest } from '../services/sessions.js';

const tags = ['Presence'];

/** A browser tab's own random id (the app makes one per page load). */
const tab = () => Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** The app's name of a resource (`packages`, `faqs`, `promoCodes`). */
const resource = () => Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,39}$' });

/**
 * The tab's number for this call, higher than its last: a call that arrives after a later one is ignored. Optional:
 * a tab loaded before the server numbered its calls keeps its presence, in arrival order.
 */
const seq = () => Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PRESENCE_SEQ }));

const PresenceBody = strict({ resource: resource(), recordId: reference(), tab: tab(), seq: seq() });
const LeaveBody = strict({ tab: tab(), seq: seq() });

const Viewer = Type.Object(
  { id: Type.String(), name: Type.String(), you: Type.Boolean() },
  { additionalProperties: false },
);
const Viewers = Type.Object(
  {
    viewers: Type.Array(Viewer, { description: 'Who else has the record open (each administrator once)' }),
    ttlSeconds: Type.Integer({ description: 'How long this presence lasts without another heartbeat' }),
  },
  { additionalProperties: false },
);

/** The asking tab: its session's token digest (the token itself is never kept), its id and its administrator. */
function presenceTab(request: FastifyRequest, tabId: string): PresenceTab {
  return {
    sessionDigest: tokenDigest(request.session?.token ?? ''),
    tab: tabId,
    adminUuid: request.adminUuid ?? '',
  };
}

/**
 * Presence (issue 29; not in the organisation's backend): an edit form's tab says which record it has open, every
 * 10 s and whenever the change stream says the record's viewers changed, and is answered who else has it open.
 * Kept in the database (presence/presenceStore.ts) so every instance answers alike; a tab that stops beating is
 * forgotten after PRESENCE_TTL_SECONDS, one that leaves (its form closed, the tab closing) at once, and a session's
 * tabs when it signs out. A tab numbers its calls (`seq`), which can arrive out of order: one older than the last
 * applied is ignored, so a late announce does not put a tab that left back on its record. Authenticated as every
 * admin route.
 */
const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.put(
    '/admin/presence',
    { schema: { tags, body: PresenceBody, response: answers(Viewers) } },
    async (request, reply) => {
      const at = presenceTab(request, request.body.tab);
      const { resource: name, recordId, seq: callSeq } = request.body;
      await announce(ctx.db, at, callSeq, name, recordId);
      return ok(reply, {
        viewers: await viewers(ctx.db, at, name, recordId),
        ttlSeconds: PRESENCE_TTL_SECONDS,
      });
    },
  );
  app.delete(
    '/admin/presence',
    { schema: { tags, body: LeaveBody, response: answers(Type.Null()) } },
    async (request, reply) => {
      await leave(ctx.db, presenceTab(request, request.body.tab), request.body.seq);
      return ok(reply, null);
    },
  );
};

export default presenceRoutes;
