import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers, pageOrEmpty, pageQuery, updateResult } from '../../http/answers.js';
import { sendKeptAnswer } from '../../http/answerCache.js';
import { ok } from '../../http/reply.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { UuidBody } from '../../schemas/common.js';
import { ListedMember, Member, MemberCreate, MemberStatus, MemberUpdate } from './schemas.js';
import {
  MEMBER_FILES,
  createMember,
  listMembers,
  memberListSource,
  setMemberStatus,
  updateMember,
  viewMember,
} from './service.js';

/** A member as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const MEMBER: VersionedRecord = { table: 'users', current: viewMember };

const tags = ['Members'];

/** C1–C5: members, the backend's `users` (api-contract §7.C). */
const membersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/members/list',
    { schema: { tags, querystring: pageQuery, response: answers(pageOrEmpty(ListedMember)) } },
    async (request, reply) =>
      sendKeptAnswer(request, reply, memberListSource(app.ctx, request.query), (version) =>
        listMembers(app.ctx, request.query, version),
      ),
  );

  // Validation failures and an unknown package: S-wrapper/400.
  app.post(
    '/admin/members/create',
    {
      schema: { tags, body: MemberCreate, response: answers(Member) },
      config: { files: MEMBER_FILES, refusal: { shape: 'data' } },
    },
    async (request, reply) => ok(reply, await createMember(app.ctx, request.body, request.uploads)),
  );

  app.patch(
    '/admin/members/update',
    {
      schema: { tags, body: MemberUpdate, response: answers(Member) },
      config: { files: MEMBER_FILES, ...updatesRecord(MEMBER) },
    },
    async (request, reply) => ok(reply, await updateMember(app.ctx, request.body, request.uploads)),
  );

  app.patch(
    '/admin/members/status/update',
    { schema: { tags, body: MemberStatus, response: answers(updateResult) }, config: updatesRecord(MEMBER) },
    async (request, reply) => ok(reply, await setMemberStatus(app.ctx, request.body)),
  );

  app.post(
    '/admin/members/view',
    { schema: { tags, body: UuidBody, response: answers(Member) }, config: readsRecord(MEMBER) },
    async (request, reply) => ok(reply, await viewMember(app.ctx, request.body.uuid)),
  );
};

export default membersRoutes;
