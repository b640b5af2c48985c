import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import { createPromoCode, listPromoCodes, updatePromoCode } from '../services/promoCodes.js';

/** Event promo codes (api-contract §7.E): list, create, update (also the toggle and the soft delete). */
const promoCodesRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app.get('/admin/event/voucher/list', async (_request, reply) => ok(reply, await listPromoCodes(ctx)));
  app.post('/admin/event/voucher/create', async (request, reply) =>
    ok(reply, await createPromoCode(ctx, (await readBody(request)).fields)),
  );
  app.patch('/admin/event/voucher/update', async (request, reply) =>
    ok(reply, await updatePromoCode(ctx, (await readBody(request)).fields)),
  );
};

export default promoCodesRoutes;
