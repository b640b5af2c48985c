import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply.js';
import { readBody } from '../http/uploads.js';
import { createFaq, listFaqs, updateFaq } from '../services/faqs.js';

/** FAQs (api-contract §7.L): a bare array, create and update. */
const faqsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const fields = async (request: Parameters<typeof readBody>[0]) => (await readBody(request)).fields;
  app.get('/admin/faqs/list', async (_request, reply) => ok(reply, await listFaqs(ctx)));
  app.post('/admin/faqs/create', async (request, reply) =>
    ok(reply, await createFaq(ctx, await fields(request))),
  );
  app.patch('/admin/faqs/update', async (request, reply) =>
    ok(reply, await updateFaq(ctx, await fields(request))),
  );
};

export default faqsRoutes;
