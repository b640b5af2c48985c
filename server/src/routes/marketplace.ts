import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import {
  PARTNER_FILES,
  createPartner,
  deletePartner,
  listPartnerRequests,
  listPartners,
  listVendors,
  updatePartner,
  viewPartner,
  viewPartnerRequest,
  viewVendor,
} from '../services/marketplace.js';

/** Marketplace (api-contract §7.K): partners, partner requests and vendors; every list is a bare array. */
const marketplaceRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const fields = async (request: Parameters<typeof readBody>[0]) => (await readBody(request)).fields;

  app.get('/admin/business/list', async (_request, reply) => ok(reply, await listPartners(ctx)));
  // The only 201 of the admin API.
  app.post('/admin/business/create', async (request, reply) =>
    ok(reply, await createPartner(ctx, await readBody(request, PARTNER_FILES)), 'Success', 201),
  );
  app.patch('/admin/business/update', async (request, reply) =>
    ok(reply, await updatePartner(ctx, await readBody(request, PARTNER_FILES))),
  );
  app.post('/admin/business/view', async (request, reply) =>
    ok(reply, await viewPartner(ctx, await fields(request))),
  );
  app.delete('/admin/business/delete', async (request, reply) =>
    ok(reply, await deletePartner(ctx, await fields(request))),
  );

  app.get('/admin/business/partner/request/list', async (_request, reply) =>
    ok(reply, await listPartnerRequests(ctx)),
  );
  app.post('/admin/business/partner/request/view', async (request, reply) =>
    ok(reply, await viewPartnerRequest(ctx, await fields(request))),
  );

  app.get('/admin/vendor/list', async (_request, reply) => ok(reply, await listVendors(ctx)));
  app.post('/admin/vendor/view', async (request, reply) =>
    ok(reply, await viewVendor(ctx, await fields(request))),
  );
};

export default marketplaceRoutes;
