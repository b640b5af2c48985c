import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers, noQuery } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { fromList, listsRecords, updatesRecord, type VersionedRecord } from '../../http/recordVersions.js';
import { Faq, FaqCreate, FaqUpdate } from './schemas.js';
import { createFaq, listFaqs, updateFaq } from './service.js';

/** A FAQ as a versioned record (http/recordVersions.ts): its table, and the record a 409 answers. */
const FAQ: VersionedRecord = { table: 'faqs', current: fromList(listFaqs) };

const tags = ['FAQs'];

/** FAQs (api-contract §7.L): a bare array, create and update. */
const faqsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/admin/faqs/list',
    { schema: { tags, querystring: noQuery, response: answers(Type.Array(Faq)) }, config: listsRecords(FAQ) },
    async (_request, reply) => ok(reply, await listFaqs(ctx)),
  );
  app.post(
    '/admin/faqs/create',
    { schema: { tags, body: FaqCreate, response: answers(Faq) } },
    async (request, reply) => ok(reply, await createFaq(ctx, request.body)),
  );
  app.patch(
    '/admin/faqs/update',
    { schema: { tags, body: FaqUpdate, response: answers(Faq) }, config: updatesRecord(FAQ) },
    async (request, reply) => ok(reply, await updateFaq(ctx, request.body)),
  );
};

export default faqsRoutes;
