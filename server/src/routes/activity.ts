import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/reply.js';
import { findActivity, listActivity, parseActivityQuery } from '../services/activityLog.js';

/**
 * Not in the backend (issue #18): the activity log as a regular REST resource in ra-data-simple-rest's
 * convention — a bare JSON array with `Content-Range: activity start-end/total`, and one entry by id.
 */
const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/activity', async (request, reply) => {
    const query = parseActivityQuery(request.query);
    const { entries, total } = await listActivity(app.ctx.db, query);
    const [start] = query.range;
    const end = entries.length ? start + entries.length - 1 : start;
    return reply
      .header('Content-Range', `activity ${start}-${end}/${total}`)
      .header('Cache-Control', 'no-store')
      .send(entries);
  });

  app.get<{ Params: { id: string } }>('/admin/activity/:id', async (request, reply) => {
    const entry = await findActivity(app.ctx.db, request.params.id);
    if (!entry) throw notFound('activity');
    return reply.header('Cache-Control', 'no-store').send(entry);
  });
};

export default activityRoutes;
