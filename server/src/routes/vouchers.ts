import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import {
  VOUCHER_FILES,
  createVoucher,
  deleteVoucher,
  listVouchers,
  updateVoucher,
} from '../services/vouchers.js';

/** Vouchers (api-contract §7.H). */
const vouchersRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app.get('/admin/voucher/list', async (_request, reply) => ok(reply, await listVouchers(ctx)));
  app.post('/admin/voucher/create', async (request, reply) =>
    ok(reply, await createVoucher(ctx, await readBody(request, VOUCHER_FILES))),
  );
  app.patch('/admin/voucher/update', async (request, reply) =>
    ok(reply, await updateVoucher(ctx, await readBody(request, VOUCHER_FILES))),
  );
  app.delete('/admin/voucher/delete', async (request, reply) =>
    ok(reply, await deleteVoucher(ctx, (await readBody(request)).fields)),
  );
};

export default vouchersRoutes;
