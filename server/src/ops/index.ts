import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';
import { createLogger } from './logger.js';
import { addMetricsRoute, registerRequestMetrics } from './metricsRoute.js';
import { addReadyRoute } from './readyRoute.js';
import { OneLinePerRequest, registerRequestIdHeader, requestIdOf } from './requestLog.js';

export interface LogOptions {
  /** Log (at LOG_LEVEL, in LOG_FORMAT) to standard output. */
  logger?: boolean;
  /** Log JSON lines here instead (tests read them); implies `logger`. */
  logDestination?: DestinationStream;
}

/** The Fastify options of the operable server: its logger, one log line per request, the request ids. */
export function opsServerOptions(config: Config, options: LogOptions): FastifyServerOptions {
  const logs = options.logger || options.logDestination;
  return {
    loggerInstance: logs
      ? (createLogger({
          level: config.logLevel,
          format: config.logFormat,
          destination: options.logDestination,
        }) as FastifyBaseLogger)
      : undefined,
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
  };
}

/**
 * What makes the server operable, registered before every other hook so that even an answer given early (a
 * preflight, a 401) carries its request id and is counted: the request id header and the request metrics. (The
 * request's log line is Fastify's own, see OneLinePerRequest.) While the server closes, the answers still in
 * flight close their connection, so a stopping server is not kept waiting by idle keep-alive clients.
 */
export function registerOps(app: FastifyInstance) {
  registerRequestIdHeader(app);
  registerRequestMetrics(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}

/**
 * GET /metrics and GET /v1/ready: routes of the root instance (no plugin of their own), added once the plugins
 * that look at each route as it is added (headers, the OpenAPI description) are registered, so that every hook
 * of the app applies to them too.
 */
export function addOpsRoutes(app: FastifyInstance) {
  addMetricsRoute(app);
  addReadyRoute(app);
}
