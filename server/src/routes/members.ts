import type { FastifyPluginAsync } from 'fastify';
import { answerKey, sendKeptAnswer } from '../http/answerCache.js';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import { jsonObject } from '../services/fieldReader.js';
import {
  MEMBER_FILES,
  MEMBER_LIST_TABLES,
  createMember,
  listMembers,
  setMemberStatus,
  updateMember,
  viewMember,
} from '../services/members.js';

/** C1–C5: members, the backend's `users` (api-contract §7.C). */
const membersRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/members/list', async (request, reply) =>
    sendKeptAnswer(
      request,
      reply,
      { key: answerKey('members', request.query), tables: MEMBER_LIST_TABLES },
      (version) => listMembers(app.ctx, request.query, version),
    ),
  );

  app.post('/admin/members/create', async (request, reply) =>
    ok(reply, await createMember(app.ctx, await readBody(request, MEMBER_FILES))),
  );

  app.patch('/admin/members/update', async (request, reply) =>
    ok(reply, await updateMember(app.ctx, await readBody(request, MEMBER_FILES))),
  );

  app.patch('/admin/members/status/update', async (request, reply) =>
    ok(reply, await setMemberStatus(app.ctx, jsonObject(request.body))),
  );

  app.post('/admin/members/view', async (request, reply) =>
    ok(reply, await viewMember(app.ctx, jsonObject(request.body))),
  );
};

export default membersRoutes;
