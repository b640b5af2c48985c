import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, noQuery, pageOrEmpty, pageQuery, updateResult } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { UuidBody, ActiveSwitchBody } from '../../schemas/common.js';
import {
  Application,
  ApplicationQuery,
  Hero,
  HeroCreate,
  HeroSessionsQuery,
  HeroUpdate,
  HeroWithJoins,
  SessionDecision,
  SessionRequest,
  SpotlightCreate,
  SpotlightDelete,
  SpotlightVideo,
} from './schemas.js';
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
} from './service.js';
import {
  SPOTLIGHT_FILES,
  addSpotlightVideo,
  deleteSpotlightVideo,
  listSpotlightVideos,
} from './spotlight.js';

/** A health hero as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const HERO: VersionedRecord = { table: 'health_heroes', current: viewHero };

const tags = ['Health heroes'];

/** Health heroes, session requests, applications and spotlight videos (api-contract §7.J). */
const heroesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/healthHero/list',
    { schema: { tags, querystring: pageQuery, response: answers(pageOrEmpty(HeroWithJoins)) } },
    async (request, reply) => ok(reply, await listHeroes(ctx, request.query)),
  );
  // Validation failures: S-wrapper/400.
  app.post(
    '/admin/healthHero/create',
    {
      schema: { tags, body: HeroCreate, response: answers(Hero) },
      config: { files: HERO_FILES, refusal: { shape: 'data' } },
    },
    async (request, reply) => ok(reply, await createHero(ctx, request.body, request.uploads)),
  );
  app.post(
    '/admin/healthHero/view',
    { schema: { tags, body: UuidBody, response: answers(HeroWithJoins) }, config: readsRecord(HERO) },
    async (request, reply) => ok(reply, await viewHero(ctx, request.body.uuid)),
  );
  app.patch(
    '/admin/healthHero/update',
    {
      schema: { tags, body: HeroUpdate, response: answers(Hero) },
      config: { files: HERO_FILES, ...updatesRecord(HERO) },
    },
    async (request, reply) => ok(reply, await updateHero(ctx, request.body, request.uploads)),
  );
  app.patch(
    '/admin/healthHero/status/update',
    {
      schema: { tags, body: ActiveSwitchBody, response: answers(updateResult) },
      config: updatesRecord(HERO),
    },
    async (request, reply) => ok(reply, await setHeroStatus(ctx, request.body)),
  );

  const sessions = {
    tags,
    querystring: pageQuery,
    body: HeroSessionsQuery,
    response: answers(pageOrEmpty(SessionRequest)),
  };
  app.post('/admin/user/healthhero/list/pending', { schema: sessions }, async (request, reply) =>
    ok(reply, await listSessionRequests(ctx, request.body.healthHeroUuid, request.query, 'pending')),
  );
  app.post('/admin/user/healthhero/list/approved', { schema: sessions }, async (request, reply) =>
    ok(reply, await listSessionRequests(ctx, request.body.healthHeroUuid, request.query, 'approved')),
  );
  app.patch(
    '/admin/healthhero/user/request/status/toggle',
    { schema: { tags, body: SessionDecision, response: answers(updateResult) } },
    async (request, reply) => ok(reply, await toggleSessionRequest(ctx, request.body)),
  );

  app.get(
    '/admin/healthHeroRegistration/list',
    { schema: { tags, querystring: noQuery, response: answers(Type.Array(Application)) } },
    async (_request, reply) => ok(reply, await listApplications(ctx)),
  );
  app.post(
    '/admin/healthHeroRegistration/view',
    { schema: { tags, body: ApplicationQuery, response: answers(Application) } },
    async (request, reply) => ok(reply, await viewApplication(ctx, request.body.healthHeroUuid)),
  );

  app.get(
    '/admin/healthHero/spotlight/list',
    { schema: { tags, querystring: pageQuery, response: answers(pageOrEmpty(SpotlightVideo)) } },
    async (request, reply) => ok(reply, await listSpotlightVideos(ctx, request.query)),
  );
  app.patch(
    '/admin/healthHero/spotlight/create',
    { schema: { tags, body: SpotlightCreate, response: answers(Hero) }, config: { files: SPOTLIGHT_FILES } },
    async (request, reply) => ok(reply, await addSpotlightVideo(ctx, request.body, request.uploads)),
  );
  app.delete(
    '/admin/healthHero/spotlight/delete',
    { schema: { tags, body: SpotlightDelete, response: answers(updateResult) } },
    async (request, reply) => ok(reply, await deleteSpotlightVideo(ctx, request.body)),
  );
};

export default heroesRoutes;
