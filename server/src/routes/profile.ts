import type { FastifyPluginAsync } from 'fastify';
import { countPasswordCheck } from '../http/authLimits.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../http/recordVersions.js';
import { ok } from '../http/reply.js';
import { jsonObject } from '../services/fieldReader.js';
import { updateProfile, viewProfile } from '../services/profile.js';

/** The signed-in admin as a versioned record (http/recordVersions.ts): no uuid is sent, the token names it. */
const PROFILE: VersionedRecord = { table: 'admins', ownRecord: true, current: viewProfile };

/** A5, A6: the signed-in admin's profile; the token decides whose (the body of view is ignored). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/profile/view', { config: readsRecord(PROFILE) }, async (request, reply) =>
    ok(reply, await viewProfile(app.ctx, request.adminUuid)),
  );

  // The current password a password or email change needs is limited like a sign-in, from this address.
  app.patch('/admin/profile/update', { config: updatesRecord(PROFILE) }, async (request, reply) =>
    ok(
      reply,
      await updateProfile(app.ctx, request.adminUuid, jsonObject(request.body), (account) =>
        countPasswordCheck(app.ctx.limits, request.ip, account),
      ),
    ),
  );
};

export default profileRoutes;
