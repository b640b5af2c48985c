import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, deleteResult, noQuery } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { fromList, listsRecords, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { UuidBody } from '../../schemas/common.js';
import { Voucher, VoucherCreate, VoucherUpdate } from './schemas.js';
import { VOUCHER_FILES, createVoucher, deleteVoucher, listVouchers, updateVoucher } from './service.js';

/** A voucher as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const VOUCHER: VersionedRecord = { table: 'vouchers', current: fromList(listVouchers) };

const tags = ['Vouchers'];

/** Vouchers (api-contract §7.H). */
const vouchersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/admin/voucher/list',
    {
      schema: { tags, querystring: noQuery, response: answers(Type.Array(Voucher)) },
      config: listsRecords(VOUCHER),
    },
    async (_request, reply) => ok(reply, await listVouchers(ctx)),
  );
  // Validation failures and an unknown package: S-wrapper/400.
  app.post(
    '/admin/voucher/create',
    {
      schema: { tags, body: VoucherCreate, response: answers(Voucher) },
      config: { files: VOUCHER_FILES, refusal: { shape: 'data' } },
    },
    async (request, reply) => ok(reply, await createVoucher(ctx, request.body, request.uploads)),
  );
  // Validation failures: HTTP 200 with an E-wrapper `status: 400`.
  app.patch(
    '/admin/voucher/update',
    {
      schema: { tags, body: VoucherUpdate, response: answers(Voucher, { failsOver200: true }) },
      config: { files: VOUCHER_FILES, refusal: { httpStatus: 200 }, ...updatesRecord(VOUCHER) },
    },
    async (request, reply) => ok(reply, await updateVoucher(ctx, request.body, request.uploads)),
  );
  app.delete(
    '/admin/voucher/delete',
    { schema: { tags, body: UuidBody, response: answers(deleteResult) } },
    async (request, reply) => ok(reply, await deleteVoucher(ctx, request.body.uuid)),
  );
};

export default vouchersRoutes;
