import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers } from '../http/answers.js';
import { countPasswordCheck } from '../http/authLimits.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../http/recordVersions.js';
import { ok } from '../http/reply.js';
import { jsonBodies } from '../http/validation/jsonBodies.js';
import { Profile, ProfileUpdate, UpdatedProfile } from '../schemas/profile.js';
import { updateProfile, viewProfile } from '../services/profile.js';

const tags = ['Profile'];

/** The signed-in admin as a versioned record (http/recordVersions.ts): no uuid is sent, the token names it. */
const PROFILE: VersionedRecord = { table: 'admins', ownRecord: true, current: viewProfile };

/**
 * A5, A6: the signed-in admin's profile; the token decides whose (the body of view is ignored). The update's
 * body is checked by its schema, JSON only and with its JSON types kept (http/validation/jsonBodies.ts); its
 * refusals, like the service's, answer HTTP 200 with an E-wrapper `status: 400`.
 */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  jsonBodies(app);
  app.post(
    '/admin/profile/view',
    { schema: { tags, response: answers(Profile, { failsOver200: true }) }, config: readsRecord(PROFILE) },
    async (request, reply) => ok(reply, await viewProfile(app.ctx, request.adminUuid)),
  );

  // The current password a password or email change needs is limited like a sign-in, from this address.
  app.patch(
    '/admin/profile/update',
    {
      schema: { tags, body: ProfileUpdate, response: answers(UpdatedProfile, { failsOver200: true }) },
      config: { ...updatesRecord(PROFILE), refusal: { httpStatus: 200 } },
    },
    async (request, reply) =>
      ok(
        reply,
        await updateProfile(app.ctx, request.adminUuid, request.body, (account) =>
          countPasswordCheck(app.ctx.limits, request.ip, account),
        ),
      ),
  );
};

export default profileRoutes;
