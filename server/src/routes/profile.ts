import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { jsonObject } from '../services/fieldReader.js';
import { updateProfile, viewProfile } from '../services/profile.js';

/** A5, A6: the signed-in admin's profile; the token decides whose (the body of view is ignored). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/profile/view', async (request, reply) =>
    ok(reply, await viewProfile(app.ctx, request.adminUuid)),
  );

  app.patch('/admin/profile/update', async (request, reply) =>
    ok(reply, await updateProfile(app.ctx, request.adminUuid, jsonObject(request.body))),
  );
};

export default profileRoutes;
