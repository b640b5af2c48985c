import type { FastifyInstance } from 'fastify';
import { addMetricsRoute, registerRequestMetrics } from './metricsRoute.js';
import { addReadyRoute } from './readyRoute.js';

/**
 * What makes the server operable, registered before every other hook so that even an answer given early (a
 * preflight, a 401) is counted: the request metrics, GET /metrics and GET /v1/ready.
 */
export function registerOps(app: FastifyInstance) {
  registerRequestMetrics(app);
  // Routes of the root instance (no plugin of their own), so every hook of the app applies to them too.
  addMetricsRoute(app);
  addReadyRoute(app);
}
