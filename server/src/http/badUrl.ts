import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { invalid, sendError } from './reply.js';

/** Fastify's refusal of an address that is not valid percent-encoding ('/reset/abc%%'), before any route. */
const BAD_URL = 'FST_ERR_BAD_URL';

/** A '%' that starts no escape ('%%', '%zz'), written as the escape of '%' itself. */
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/**
 * A path of this site: one '/' and not a second '/' or '\\' after it, which a browser reads as another host
 * ('//evil.example/…'): only such a path is redirected to, never another site.
 */
const SITE_PATH = /^\/(?![/\\])/;

/** The API's addresses (as the security headers tell them: securityHeaders.ts). */
const isApiPath = (url: string) => {
  const path = url.toLowerCase();
  return path === '/v1' || path.startsWith('/v1/') || path.startsWith('/v1?');
};

/**
 * Fastify's `frameworkErrors`: an address that is not valid percent-encoding (a reset link cut or mistyped in a
 * mail client) is refused before routing, with Fastify's own JSON. A page of this site (GET or HEAD, not /v1, a
 * path that no browser reads as another host) whose stray '%' can be escaped is sent there, where the app answers
 * with its security headers and says what it can (the reset page: 'Session Expired!'); anything else gets the
 * API's 400. Other framework errors are answered as Fastify would.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== BAD_URL) return reply.send(error);
  const page = SITE_PATH.test(request.url) && !isApiPath(request.url);
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const repaired = request.url.replace(LONE_PERCENT, '%25');
  if (page && reads && repaired !== request.url) return reply.redirect(repaired);
  return sendError(reply, invalid('The address is not valid.'));
}
