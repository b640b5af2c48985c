import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth.js';
import { ok } from '../http/reply.js';

/** GET /v1/health: 200 when the database answers, 503 otherwise. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', PUBLIC_ROUTE, async (_request, reply) => {
    try {
      await app.ctx.db.query('SELECT 1');
      return ok(reply, { database: 'up' });
    } catch {
      return reply
        .code(503)
        .send({ status: 503, message: 'Error!', error: 'The database is not reachable.' });
    }
  });
};

export default healthRoutes;
