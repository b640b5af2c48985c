import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { answers } from '../http/answers.js';
import { PUBLIC_ROUTE } from '../http/auth.js';
import {
  accountKey,
  addressKey,
  AUTH_WINDOW_MS,
  countAddressFailure,
  countPasswordCheck,
  refuseLimitedAddress,
  TooManyAttemptsError,
} from '../http/authLimits.js';
import { ok, unauthorized } from '../http/reply.js';
import { jsonBodies } from '../http/validation/jsonBodies.js';
import { mailLanguage } from '../mail/resetMailTexts.js';
import {
  ForgotPasswordBody,
  forgotPasswordAnswers,
  LoginBody,
  loginAnswers,
  ResetPasswordBody,
  resetPasswordAnswers,
} from '../schemas/auth.js';
import { forgotPassword, login, resetPassword, type TokenFailure } from '../services/auth.js';
import { revokeToken } from '../services/sessions.js';

/**
 * Reset links one address, one account from one address, and one account from every address may ask for per
 * window: every request counts. The account's own limit is per address, so that one address cannot stop the
 * admin asking for a link from theirs; its limit over every address bounds the mails a flood can send.
 */
const RESET_LINKS_PER_ADDRESS = 10;
const RESET_LINKS_PER_ACCOUNT_AT_ADDRESS = 5;
const RESET_LINKS_PER_ACCOUNT = 20;

const tags = ['Sign-in'];

/**
 * A1–A3: the public sign-in calls (api-contract §3, §7.A), and logout. Bodies are checked by their schemas
 * (schemas/auth.ts), JSON only and with their JSON types kept (http/validation/jsonBodies.ts). Failed password
 * checks and refused reset tokens are counted per address and per account at an address (http/authLimits.ts);
 * reset links are limited per address, per account at an address and per account by @fastify/rate-limit. Over a
 * limit: 429 with a readable wait. The reset calls' limits apply before the body is checked (preValidation): a
 * refused body counts too. An address is an IPv6 client's /64 (addressKey).
 */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { limits } = ctx;
  jsonBodies(app);
  await app.register(rateLimit, { global: false });
  const resetLinkLimits = [
    app.createRateLimit({
      max: RESET_LINKS_PER_ADDRESS,
      timeWindow: AUTH_WINDOW_MS,
      keyGenerator: (request) => addressKey(request.ip),
    }),
    app.createRateLimit({
      max: RESET_LINKS_PER_ACCOUNT_AT_ADDRESS,
      timeWindow: AUTH_WINDOW_MS,
      // JSON of the pair: no e-mail address can make another pair's key.
      keyGenerator: (request) => JSON.stringify([accountKey(request.body), addressKey(request.ip)]),
    }),
    app.createRateLimit({
      max: RESET_LINKS_PER_ACCOUNT,
      timeWindow: AUTH_WINDOW_MS,
      keyGenerator: (request) => accountKey(request.body),
    }),
  ];

  /** A refused reset token: counted as a failure of the address, answered HTTP 200 with body status 400 (A3). */
  const refuseToken = (request: FastifyRequest, reply: FastifyReply, failure: TokenFailure | null) => {
    countAddressFailure(limits, request.ip);
    return reply.code(200).send({ status: 400, message: 'Error!', data: failure });
  };

  app.post(
    '/admin/login',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        description:
          "Without `email` or `password` the answer is a plain-text 400 'Bad Request' (passport's).",
        body: LoginBody,
        response: loginAnswers,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const check = countPasswordCheck(limits, request.ip, accountKey(request.body));
      if (email === undefined || password === undefined) {
        check.skipped();
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
      }
      const signedIn = await login(ctx, { email, password });
      if (!signedIn) return unauthorized(reply);
      check.passed();
      return ok(reply, signedIn);
    },
  );

  app.post(
    '/admin/forgotPassword',
    {
      ...PUBLIC_ROUTE,
      schema: { tags, body: ForgotPasswordBody, response: forgotPasswordAnswers },
      // An address over its failure limit gets no links either.
      preValidation: async (request) => {
        refuseLimitedAddress(limits, request.ip);
        for (const limit of resetLinkLimits) {
          const state = await limit(request);
          if (!state.isAllowed && state.isExceeded) throw new TooManyAttemptsError(state.ttl);
        }
      },
    },
    // The app sends its language (Accept-Language): the mail is written in it.
    async (request, reply) =>
      ok(
        reply,
        await forgotPassword(ctx, request.body.email, mailLanguage(request.headers['accept-language'])),
      ),
  );

  app.post(
    '/admin/reset',
    {
      ...PUBLIC_ROUTE,
      schema: { tags, body: ResetPasswordBody, response: resetPasswordAnswers },
      preValidation: async (request, reply) => {
        refuseLimitedAddress(limits, request.ip);
        // Without a token: `data: null`, whatever else was sent (A3); a body that is no object is the schema's.
        const body: unknown = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
        const { token } = body as { token?: unknown };
        if (token === undefined || token === '') return refuseToken(request, reply, null);
      },
    },
    async (request, reply) => {
      const result = await resetPassword(ctx, request.body);
      if ('updated' in result) return ok(reply, result.updated);
      return refuseToken(request, reply, result.tokenFailure);
    },
  );

  // Not in the backend: ends this token's session on the server (the app calls it on sign-out).
  app.post(
    '/admin/logout',
    { schema: { tags, response: answers(Type.String()) } },
    async (request, reply) => {
      if (request.session) await revokeToken(app.ctx, request.session.token, request.session.expiresAt);
      return ok(reply, 'Signed out');
    },
  );
};

export default authRoutes;
