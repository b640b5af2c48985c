import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, noQuery } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { fromList, listsRecords, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { PromoCode, PromoCodeCreate, PromoCodeUpdate } from './schemas.js';
import { createPromoCode, listPromoCodes, updatePromoCode } from './service.js';

/** A promo code as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const PROMO_CODE: VersionedRecord = { table: 'promo_codes', current: fromList(listPromoCodes) };

const tags = ['Promo codes'];

/** Event promo codes (api-contract §7.E): list, create, update (also the toggle and the soft delete). */
const promoCodesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/admin/event/voucher/list',
    {
      schema: { tags, querystring: noQuery, response: answers(Type.Array(PromoCode)) },
      config: listsRecords(PROMO_CODE),
    },
    async (_request, reply) => ok(reply, await listPromoCodes(ctx)),
  );
  app.post(
    '/admin/event/voucher/create',
    { schema: { tags, body: PromoCodeCreate, response: answers(PromoCode) } },
    async (request, reply) => ok(reply, await createPromoCode(ctx, request.body)),
  );
  app.patch(
    '/admin/event/voucher/update',
    {
      schema: { tags, body: PromoCodeUpdate, response: answers(PromoCode) },
      config: updatesRecord(PROMO_CODE),
    },
    async (request, reply) => ok(reply, await updatePromoCode(ctx, request.body)),
  );
};

export default promoCodesRoutes;
