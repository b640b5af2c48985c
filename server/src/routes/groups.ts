import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import {
  addMember,
  approveRequest,
  listRequests,
  rejectRequest,
  toggleRequest,
} from '../services/groupMemberships.js';
import {
  GROUP_FILES,
  createGroup,
  listGroups,
  setGroupStatus,
  updateGroup,
  viewGroup,
} from '../services/groups.js';

/** Wellness support groups and their join requests (api-contract §7.I). */
const groupsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const fields = async (request: Parameters<typeof readBody>[0]) => (await readBody(request)).fields;
  app.get('/admin/supportGroup/list', async (request, reply) =>
    ok(reply, await listGroups(ctx, request.query)),
  );
  app.post('/admin/supportGroup/create', async (request, reply) =>
    ok(reply, await createGroup(ctx, await readBody(request, GROUP_FILES))),
  );
  app.post('/admin/supportGroup/view', async (request, reply) =>
    ok(reply, await viewGroup(ctx, await fields(request))),
  );
  app.patch('/admin/supportGroup/update', async (request, reply) =>
    ok(reply, await updateGroup(ctx, await readBody(request, GROUP_FILES))),
  );
  app.patch('/admin/supportGroup/status/update', async (request, reply) =>
    ok(reply, await setGroupStatus(ctx, await fields(request))),
  );
  // Both ignore page/limit and answer bare arrays, as the backend does.
  app.post('/admin/members/listApproved/request', async (request, reply) =>
    ok(reply, await listRequests(ctx, await fields(request), 'approved')),
  );
  app.post('/admin/members/listPending/request', async (request, reply) =>
    ok(reply, await listRequests(ctx, await fields(request), 'pending')),
  );
  app.patch('/admin/members/add', async (request, reply) =>
    ok(reply, await addMember(ctx, await fields(request))),
  );
  app.patch('/admin/members/approve', async (request, reply) =>
    ok(reply, await approveRequest(ctx, await fields(request))),
  );
  app.delete('/admin/mywsg/reject', async (request, reply) =>
    ok(reply, await rejectRequest(ctx, await fields(request))),
  );
  app.patch('/admin/mywsg/request/status/toggle', async (request, reply) =>
    ok(reply, await toggleRequest(ctx, await fields(request))),
  );
};

export default groupsRoutes;
