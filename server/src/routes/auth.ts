import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth.js';
import { ok, unauthorized } from '../http/reply.js';
import { forgotPassword, login, resetPassword } from '../services/auth.js';
import { revokeToken } from '../services/sessions.js';
import { jsonObject } from '../services/fields.js';

/** A1–A3: the public sign-in calls (api-contract §3, §7.A), and logout. */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/login', PUBLIC_ROUTE, async (request, reply) => {
    const result = await login(app.ctx, jsonObject(request.body));
    if ('token' in result) return ok(reply, result);
    if (result.refused === 'credentials') return unauthorized(reply);
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
  });

  app.post('/admin/forgotPassword', PUBLIC_ROUTE, async (request, reply) =>
    ok(reply, await forgotPassword(app.ctx, jsonObject(request.body))),
  );

  app.post('/admin/reset', PUBLIC_ROUTE, async (request, reply) => {
    const result = await resetPassword(app.ctx, jsonObject(request.body));
    if ('updated' in result) return ok(reply, result.updated);
    // A bad token answers HTTP 200 with body status 400 and the token error in `data` (api-contract A3).
    return reply.code(200).send({ status: 400, message: 'Error!', data: result.tokenFailure });
  });

  // Not in the backend: ends this token's session on the server (the app calls it on sign-out).
  app.post('/admin/logout', async (request, reply) => {
    if (request.session) await revokeToken(app.ctx, request.session.token, request.session.expiresAt);
    return ok(reply, 'Signed out');
  });
};

export default authRoutes;
