import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, noQuery } from '../../http/answers.js';
import { sendKeptAnswer } from '../../http/answerCache.js';
import { ok } from '../../http/reply.js';
import { MemberPaymentsQuery, Payment } from './schemas.js';
import { ALL_PAYMENTS_TABLES, listAllPayments, listMemberPayments } from './service.js';

const tags = ['Payments'];

/** C6, C7: payments, read-only bare arrays (api-contract §7.C). */
const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/all/payment/list',
    { schema: { tags, querystring: noQuery, response: answers(Type.Array(Payment)) } },
    async (request, reply) =>
      sendKeptAnswer(request, reply, { key: 'payments', tables: ALL_PAYMENTS_TABLES }, () =>
        listAllPayments(app.ctx),
      ),
  );

  app.get(
    '/admin/payment/list',
    { schema: { tags, querystring: MemberPaymentsQuery, response: answers(Type.Array(Payment)) } },
    async (request, reply) => ok(reply, await listMemberPayments(app.ctx, request.query)),
  );
};

export default paymentsRoutes;
