import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import {
  HERO_FILES,
  createHero,
  listApplications,
  listHeroes,
  listSessionRequests,
  setHeroStatus,
  toggleSessionRequest,
  updateHero,
  viewApplication,
  viewHero,
} from '../services/heroes.js';
import {
  SPOTLIGHT_FILES,
  addSpotlightVideo,
  deleteSpotlightVideo,
  listSpotlightVideos,
} from '../services/spotlight.js';

/** Health heroes, session requests, applications and spotlight videos (api-contract §7.J). */
const heroesRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const fields = async (request: Parameters<typeof readBody>[0]) => (await readBody(request)).fields;

  app.get('/admin/healthHero/list', async (request, reply) =>
    ok(reply, await listHeroes(ctx, request.query)),
  );
  app.post('/admin/healthHero/create', async (request, reply) =>
    ok(reply, await createHero(ctx, await readBody(request, HERO_FILES))),
  );
  app.post('/admin/healthHero/view', async (request, reply) =>
    ok(reply, await viewHero(ctx, await fields(request))),
  );
  app.patch('/admin/healthHero/update', async (request, reply) =>
    ok(reply, await updateHero(ctx, await readBody(request, HERO_FILES))),
  );
  app.patch('/admin/healthHero/status/update', async (request, reply) =>
    ok(reply, await setHeroStatus(ctx, await fields(request))),
  );

  app.post('/admin/user/healthhero/list/pending', async (request, reply) =>
    ok(reply, await listSessionRequests(ctx, await fields(request), request.query, 'pending')),
  );
  app.post('/admin/user/healthhero/list/approved', async (request, reply) =>
    ok(reply, await listSessionRequests(ctx, await fields(request), request.query, 'approved')),
  );
  app.patch('/admin/healthhero/user/request/status/toggle', async (request, reply) =>
    ok(reply, await toggleSessionRequest(ctx, await fields(request))),
  );

  app.get('/admin/healthHeroRegistration/list', async (_request, reply) =>
    ok(reply, await listApplications(ctx)),
  );
  app.post('/admin/healthHeroRegistration/view', async (request, reply) =>
    ok(reply, await viewApplication(ctx, await fields(request))),
  );

  app.get('/admin/healthHero/spotlight/list', async (request, reply) =>
    ok(reply, await listSpotlightVideos(ctx, request.query)),
  );
  app.patch('/admin/healthHero/spotlight/create', async (request, reply) =>
    ok(reply, await addSpotlightVideo(ctx, await readBody(request, SPOTLIGHT_FILES))),
  );
  app.delete('/admin/healthHero/spotlight/delete', async (request, reply) =>
    ok(reply, await deleteSpotlightVideo(ctx, await fields(request))),
  );
};

export default heroesRoutes;
