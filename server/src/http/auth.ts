import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionAdmin } from '../services/sessions.js';
import { unauthorized } from './reply.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token of a signed-in call and its `exp` claim (logout revokes it). */
    session?: { token: string; expiresAt: unknown };
  }
  interface FastifyContextConfig {
    /** The route answers without a token (api-contract §1: login, forgotPassword, reset, country list). */
    public?: boolean;
  }
}

/** Route options of a route that answers without a token. Every other /v1 route needs one. */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

/** The path as the router sees it (decoded, lower case); null when it cannot be decoded. */
function routerPath(request: FastifyRequest): string | null {
  try {
    return decodeURIComponent(request.url.split('?')[0] ?? '').toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Decided on the route that matched, never on the raw URL: the router decodes and folds case, so a raw-URL test
 * could be fooled by `/v1/%61dmin/…`. A matched /v1 route needs a token unless it is marked public; a request
 * that matched nothing needs one under /v1/admin (an unknown admin route answers 401 before 404, as the backend).
 */
function needsAdminToken(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return false;
  const route = request.routeOptions.url;
  if (route !== undefined)
    return !request.routeOptions.config.public && route.toLowerCase().startsWith('/v1/');
  const pathname = routerPath(request);
  return pathname === null || pathname.startsWith('/v1/admin');
}

/**
 * Every /v1 call but the public ones needs a valid, unexpired, unrevoked HS256 token whose `id` is an existing
 * admin and whose `ver` is that admin's token version; otherwise 401 plain text, as the backend answers.
 */
export function registerAdminAuth(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!needsAdminToken(request)) return;
    const token = bearerToken(request);
    const payload = token ? await app.ctx.tokens.verify(token) : null;
    const admin = token && payload ? await sessionAdmin(app.ctx.db, payload, token) : null;
    if (!admin || !token || !payload) return unauthorized(reply);
    request.adminUuid = admin.uuid;
    request.session = { token, expiresAt: payload.exp };
  });
}
