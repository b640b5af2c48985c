import type { FastifyPluginAsync } from 'fastify';
import { sendKeptAnswer } from '../http/answerCache.js';
import { ok } from '../http/reply.js';
import { ALL_PAYMENTS_TABLES, listAllPayments, listMemberPayments } from '../services/payments.js';

/** C6, C7: payments, read-only bare arrays (api-contract §7.C). */
const paymentsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/all/payment/list', async (request, reply) =>
    sendKeptAnswer(request, reply, { key: 'payments', tables: ALL_PAYMENTS_TABLES }, () =>
      listAllPayments(app.ctx),
    ),
  );

  app.get('/admin/payment/list', async (request, reply) =>
    ok(reply, await listMemberPayments(app.ctx, request.query)),
  );
};

export default paymentsRoutes;
