import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, deleteResult, noQuery, pageOrEmpty, pageQuery, updateResult } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { UuidBody, ActiveSwitchBody } from '../../schemas/common.js';
import {
  Group,
  GroupCreate,
  GroupMemberAdd,
  GroupRequest,
  GroupRequestRow,
  GroupRequestToggle,
  GroupRequestWithUser,
  GroupRequestsQuery,
  GroupUpdate,
  GroupWithPackages,
} from './schemas.js';
import { addMember, approveRequest, listRequests, rejectRequest, toggleRequest } from './memberships.js';
import { GROUP_FILES, createGroup, listGroups, setGroupStatus, updateGroup, viewGroup } from './service.js';

/** A support group as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const GROUP: VersionedRecord = { table: 'support_groups', current: viewGroup };

const tags = ['Support groups'];

/** Wellness support groups and their join requests (api-contract §7.I). */
const groupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/admin/supportGroup/list',
    { schema: { tags, querystring: pageQuery, response: answers(pageOrEmpty(GroupWithPackages)) } },
    async (request, reply) => ok(reply, await listGroups(ctx, request.query)),
  );
  // Validation failures: S-wrapper/400.
  app.post(
    '/admin/supportGroup/create',
    {
      schema: { tags, body: GroupCreate, response: answers(Group) },
      config: { files: GROUP_FILES, refusal: { shape: 'data' } },
    },
    async (request, reply) => ok(reply, await createGroup(ctx, request.body, request.uploads)),
  );
  app.post(
    '/admin/supportGroup/view',
    { schema: { tags, body: UuidBody, response: answers(GroupWithPackages) }, config: readsRecord(GROUP) },
    async (request, reply) => ok(reply, await viewGroup(ctx, request.body.uuid)),
  );
  app.patch(
    '/admin/supportGroup/update',
    {
      schema: { tags, body: GroupUpdate, response: answers(Group) },
      config: { files: GROUP_FILES, ...updatesRecord(GROUP) },
    },
    async (request, reply) => ok(reply, await updateGroup(ctx, request.body, request.uploads)),
  );
  app.patch(
    '/admin/supportGroup/status/update',
    {
      schema: { tags, body: ActiveSwitchBody, response: answers(updateResult) },
      config: updatesRecord(GROUP),
    },
    async (request, reply) => ok(reply, await setGroupStatus(ctx, request.body)),
  );
  // Both ignore page/limit and answer bare arrays, as the backend does.
  const requests = answers(Type.Array(GroupRequestWithUser));
  app.post(
    '/admin/members/listApproved/request',
    { schema: { tags, querystring: noQuery, body: GroupRequestsQuery, response: requests } },
    async (request, reply) => ok(reply, await listRequests(ctx, request.body.supportGroupUuid, 'approved')),
  );
  app.post(
    '/admin/members/listPending/request',
    { schema: { tags, querystring: noQuery, body: GroupRequestsQuery, response: requests } },
    async (request, reply) => ok(reply, await listRequests(ctx, request.body.supportGroupUuid, 'pending')),
  );
  app.patch(
    '/admin/members/add',
    { schema: { tags, body: GroupMemberAdd, response: answers(Type.Null()) } },
    async (request, reply) => ok(reply, await addMember(ctx, request.body)),
  );
  app.patch(
    '/admin/members/approve',
    { schema: { tags, body: GroupRequest, response: answers(Type.Null()) } },
    async (request, reply) => ok(reply, await approveRequest(ctx, request.body)),
  );
  app.delete(
    '/admin/mywsg/reject',
    { schema: { tags, body: GroupRequest, response: answers(deleteResult) } },
    async (request, reply) => ok(reply, await rejectRequest(ctx, request.body)),
  );
  app.patch(
    '/admin/mywsg/request/status/toggle',
    { schema: { tags, body: GroupRequestToggle, response: answers(GroupRequestRow) } },
    async (request, reply) => ok(reply, await toggleRequest(ctx, request.body)),
  );
};

export default groupsRoutes;
