import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, deleteResult, noQuery } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { readsRecord, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { UuidBody } from '../../schemas/common.js';
import { Partner, PartnerCreate, PartnerRequest, PartnerUpdate, Vendor } from './schemas.js';
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
} from './service.js';

/** A business partner as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const PARTNER: VersionedRecord = { table: 'business_partners', current: viewPartner };

const tags = ['Marketplace'];

/** Marketplace (api-contract §7.K): partners, partner requests and vendors; every list is a bare array. */
const marketplaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/business/list',
    { schema: { tags, querystring: noQuery, response: answers(Type.Array(Partner)) } },
    async (_request, reply) => ok(reply, await listPartners(ctx)),
  );
  // The only 201 of the admin API.
  app.post(
    '/admin/business/create',
    {
      schema: { tags, body: PartnerCreate, response: answers(Partner, { status: 201 }) },
      config: { files: PARTNER_FILES },
    },
    async (request, reply) =>
      ok(reply, await createPartner(ctx, request.body, request.uploads), 'Success', 201),
  );
  app.patch(
    '/admin/business/update',
    {
      schema: { tags, body: PartnerUpdate, response: answers(Partner) },
      config: { files: PARTNER_FILES, ...updatesRecord(PARTNER) },
    },
    async (request, reply) => ok(reply, await updatePartner(ctx, request.body, request.uploads)),
  );
  app.post(
    '/admin/business/view',
    { schema: { tags, body: UuidBody, response: answers(Partner) }, config: readsRecord(PARTNER) },
    async (request, reply) => ok(reply, await viewPartner(ctx, request.body.uuid)),
  );
  app.delete(
    '/admin/business/delete',
    { schema: { tags, body: UuidBody, response: answers(deleteResult) } },
    async (request, reply) => ok(reply, await deletePartner(ctx, request.body.uuid)),
  );

  app.get(
    '/admin/business/partner/request/list',
    { schema: { tags, querystring: noQuery, response: answers(Type.Array(PartnerRequest)) } },
    async (_request, reply) => ok(reply, await listPartnerRequests(ctx)),
  );
  app.post(
    '/admin/business/partner/request/view',
    { schema: { tags, body: UuidBody, response: answers(PartnerRequest) } },
    async (request, reply) => ok(reply, await viewPartnerRequest(ctx, request.body.uuid)),
  );

  app.get(
    '/admin/vendor/list',
    { schema: { tags, querystring: noQuery, response: answers(Type.Array(Vendor)) } },
    async (_request, reply) => ok(reply, await listVendors(ctx)),
  );
  app.post(
    '/admin/vendor/view',
    { schema: { tags, body: UuidBody, response: answers(Vendor) } },
    async (request, reply) => ok(reply, await viewVendor(ctx, request.body.uuid)),
  );
};

export default marketplaceRoutes;
