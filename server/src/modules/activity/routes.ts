import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bareAnswers, noQuery } from '../../http/answers.js';
import { notFound } from '../../http/reply.js';
import { ActivityEntry, ActivityParams, ActivityQuery } from './schemas.js';
import { findActivity, listActivity, parseActivityQuery } from './service.js';

const tags = ['Activity'];

/**
 * Not in the backend (issue #18): the activity log as a regular REST resource in ra-data-simple-rest's
 * convention — a bare JSON array with `Content-Range: activity start-end/total`, and one entry by id.
 */
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/activity',
    { schema: { tags, querystring: ActivityQuery, response: bareAnswers(Type.Array(ActivityEntry)) } },
    async (request, reply) => {
      const query = parseActivityQuery(request.query);
      const { entries, total } = await listActivity(app.ctx.db, query);
      const [start] = query.range;
      const end = entries.length ? start + entries.length - 1 : start;
      return reply
        .header('Content-Range', `activity ${start}-${end}/${total}`)
        .header('Cache-Control', 'no-store')
        .send(entries);
    },
  );

  app.get(
    '/admin/activity/:id',
    { schema: { tags, params: ActivityParams, querystring: noQuery, response: bareAnswers(ActivityEntry) } },
    async (request, reply) => {
      const entry = await findActivity(app.ctx.db, request.params.id);
      if (!entry) throw notFound('activity');
      return reply.header('Cache-Control', 'no-store').send(entry);
    },
  );
};

export default activityRoutes;
