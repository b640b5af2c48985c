import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { AnswerCache } from './http/answerCache.js';
import type { AuthLimits } from './http/authLimits.js';
import type { TokenService } from './http/jwt.js';
import type { Metrics } from './ops/metrics.js';

/** What every route and service receives: the database, the configuration and the token service. */
export interface AppContext {
  db: Db;
  config: Config;
  tokens: TokenService;
  /** Serialised answers of the heaviest lists, valid until the next write. */
  answers: AnswerCache;
  /** Attempts counted on the public sign-in calls. */
  limits: AuthLimits;
  /** The Prometheus instruments served at /metrics. */
  metrics: Metrics;
  /** The clock, injectable so event phases and expiries can be tested. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in admin's uuid, set by the auth hook on /v1/admin routes. */
    adminUuid?: string;
  }
}
