import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth.js';
import {
  accountKey,
  AUTH_WINDOW_MS,
  countPasswordCheck,
  refuseLimitedAddress,
  TooManyAttemptsError,
} from '../http/authLimits.js';
import { ok, unauthorized } from '../http/reply.js';
import { mailLanguage } from '../mail/resetMailTexts.js';
import { forgotPassword, login, resetPassword } from '../services/auth.js';
import { jsonObject } from '../services/fieldReader.js';
import { revokeToken } from '../services/sessions.js';

/** Reset links one address, and one account, may ask for per window: every request counts. */
const RESET_LINKS_PER_ADDRESS = 10;
const RESET_LINKS_PER_ACCOUNT = 5;

/**
 * A1–A3: the public sign-in calls (api-contract §3, §7.A), and logout. Failed password checks and refused reset
 * tokens are counted per address and per account at an address (http/authLimits.ts); reset links are limited
 * per address and per account by @fastify/rate-limit. Over a limit: 429 with a readable wait.
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  const { limits } = app.ctx;
  await app.register(rateLimit, { global: false });
  const resetLinkLimits = [
    app.createRateLimit({
      max: RESET_LINKS_PER_ADDRESS,
      timeWindow: AUTH_WINDOW_MS,
      keyGenerator: (request) => request.ip,
    }),
    app.createRateLimit({
      max: RESET_LINKS_PER_ACCOUNT,
      timeWindow: AUTH_WINDOW_MS,
      keyGenerator: (request) => accountKey(jsonObject(request.body)),
    }),
  ];
  const countResetLink = async (request: FastifyRequest) => {
    for (const limit of resetLinkLimits) {
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) throw new TooManyAttemptsError(state.ttl);
    }
  };

  app.post('/admin/login', PUBLIC_ROUTE, async (request, reply) => {
    const body = jsonObject(request.body);
    const check = countPasswordCheck(limits, request.ip, accountKey(body));
    const result = await login(app.ctx, body);
    if ('token' in result) {
      check.passed();
      return ok(reply, result);
    }
    if (result.refused === 'credentials') return unauthorized(reply);
    check.skipped();
    return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
  });

  app.post('/admin/forgotPassword', PUBLIC_ROUTE, async (request, reply) => {
    // An address over its failure limit gets no links either.
    refuseLimitedAddress(limits, request.ip);
    await countResetLink(request);
    // The app sends its language (Accept-Language): the mail is written in it.
    const language = mailLanguage(request.headers['accept-language']);
    return ok(reply, await forgotPassword(app.ctx, jsonObject(request.body), language));
  });

  app.post('/admin/reset', PUBLIC_ROUTE, async (request, reply) => {
    refuseLimitedAddress(limits, request.ip);
    const result = await resetPassword(app.ctx, jsonObject(request.body));
    if ('updated' in result) return ok(reply, result.updated);
    limits.failuresByAddress.hit(request.ip);
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
