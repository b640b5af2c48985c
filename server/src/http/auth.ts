import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './reply.js';

/** Admin routes that answer without a token (api-contract §1). */
const PUBLIC_ADMIN_PATHS = new Set(['/v1/admin/login', '/v1/admin/forgotpassword', '/v1/admin/reset']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Every /v1/admin call but login, forgotPassword and reset needs a valid, unexpired HS256 token whose `id` is an
 * existing admin; otherwise 401 plain text, as the backend answers.
 */
export function registerAdminAuth(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const pathname = (request.url.split('?')[0] ?? '').toLowerCase().replace(/\/+$/, '');
    if (!pathname.startsWith('/v1/admin') || PUBLIC_ADMIN_PATHS.has(pathname)) return;
    const token = bearerToken(request);
    const payload = token ? await app.ctx.tokens.verify(token) : null;
    const id = typeof payload?.id === 'string' ? payload.id : undefined;
    if (!id || payload?.purpose) return unauthorized(reply);
    const [admin] = await app.ctx.db.query<{ uuid: string }>('SELECT uuid FROM admins WHERE uuid = $1', [id]);
    if (!admin) return unauthorized(reply);
    request.adminUuid = admin.uuid;
  });
}
