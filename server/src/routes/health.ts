import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PUBLIC_ROUTE } from '../http/auth.js';
import { answers, noQuery, record } from '../http/answers.js';
import { ok } from '../http/reply.js';

/** GET /v1/health: 200 when the database answers, 503 otherwise. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags: ['Health'],
        querystring: noQuery,
        response: answers(record({ database: Type.String() }), { isPublic: true }),
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.db.query('SELECT 1');
        return ok(reply, { database: 'up' });
      } catch {
        return reply
          .code(503)
          .send({ status: 503, message: 'Error!', error: 'The database is not reachable.' });
      }
    },
  );
};

export default healthRoutes;
