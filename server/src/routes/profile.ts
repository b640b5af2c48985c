import type { FastifyPluginAsync } from 'fastify';
import { countPasswordCheck } from '../http/authLimits.js';
import { ok } from '../http/reply.js';
import { jsonObject } from '../services/fieldReader.js';
import { updateProfile, viewProfile } from '../services/profile.js';

/** A5, A6: the signed-in admin's profile; the token decides whose (the body of view is ignored). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/profile/view', async (request, reply) =>
    ok(reply, await viewProfile(app.ctx, request.adminUuid)),
  );

  // The current password a password or email change needs is limited like a sign-in, from this address.
  app.patch('/admin/profile/update', async (request, reply) =>
    ok(
      reply,
      await updateProfile(app.ctx, request.adminUuid, jsonObject(request.body), (account) =>
        countPasswordCheck(app.ctx.limits, request.ip, account),
      ),
    ),
  );
};

export default profileRoutes;
