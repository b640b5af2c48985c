import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/reply.js';

/** The route label of a request that matched no route (a 404, the single-page app's pages, a preflight). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts and times every answered request by its matched route pattern (never the raw URL) and status. */
export function registerRequestMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    app.ctx.metrics.request(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics, Prometheus's text format. Off unless METRICS_TOKEN is set (404), and then only for a request that
 * sends that token as a bearer token (401 otherwise): the figures (routes, volumes, timings) are not for the
 * public, and a scraper sends a bearer token as easily as it reaches a second port. The process figures (CPU,
 * memory, event-loop lag) are collected only when the route is on.
 */
export function addMetricsRoute(app: FastifyInstance) {
  const { config, metrics } = app.ctx;
  if (config.metricsToken) metrics.collectProcessMetrics();
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!config.metricsToken) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('Metrics are off (METRICS_TOKEN is not set).');
    }
    if (!hasMetricsToken(request, config.metricsToken)) {
      return unauthorized(reply.header('WWW-Authenticate', 'Bearer realm="metrics"'));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
