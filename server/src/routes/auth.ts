import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth.js';
import { accountKey, tooManyAttemptsMessage } from '../http/authLimits.js';
import { ok, tooManyRequests, unauthorized } from '../http/reply.js';
import { forgotPassword, login, resetPassword } from '../services/auth.js';
import { jsonObject } from '../services/fieldReader.js';
import { revokeToken } from '../services/sessions.js';

/**
 * A1–A3: the public sign-in calls (api-contract §3, §7.A), limited per address and per account (429 with a
 * readable message once over; attempts are counted before the password is checked, so parallel guesses count
 * too), and logout.
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  const { limits } = app.ctx;

  app.post('/admin/login', PUBLIC_ROUTE, async (request, reply) => {
    const body = jsonObject(request.body);
    const account = accountKey(body);
    const wait = Math.max(limits.byAddress.blockedFor(request.ip), limits.loginByAccount.blockedFor(account));
    if (wait > 0) return tooManyRequests(reply, tooManyAttemptsMessage(wait), wait);
    limits.byAddress.hit(request.ip);
    limits.loginByAccount.hit(account);
    const result = await login(app.ctx, body);
    if ('token' in result || result.refused === 'missing') {
      limits.byAddress.forgive(request.ip);
      limits.loginByAccount.forgive(account);
    }
    if ('token' in result) {
      limits.loginByAccount.reset(account);
      return ok(reply, result);
    }
    if (result.refused === 'credentials') return unauthorized(reply);
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
  });

  app.post('/admin/forgotPassword', PUBLIC_ROUTE, async (request, reply) => {
    const body = jsonObject(request.body);
    const account = accountKey(body);
    const wait = Math.max(
      limits.byAddress.blockedFor(request.ip),
      limits.forgotByAccount.blockedFor(account),
    );
    if (wait > 0) return tooManyRequests(reply, tooManyAttemptsMessage(wait), wait);
    limits.byAddress.hit(request.ip);
    limits.forgotByAccount.hit(account);
    return ok(reply, await forgotPassword(app.ctx, body));
  });

  app.post('/admin/reset', PUBLIC_ROUTE, async (request, reply) => {
    const wait = limits.byAddress.blockedFor(request.ip);
    if (wait > 0) return tooManyRequests(reply, tooManyAttemptsMessage(wait), wait);
    const result = await resetPassword(app.ctx, jsonObject(request.body));
    if ('updated' in result) return ok(reply, result.updated);
    limits.byAddress.hit(request.ip);
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
