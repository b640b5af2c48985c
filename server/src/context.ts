import type { ChangeFeed } from './changes/changeFeed.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { TableVersionReader } from './db/tableVersions.js';
import type { AnswerCache } from './http/answerCache.js';
import type { AuthLimits } from './http/authLimits.js';
import type { TokenService } from './http/jwt.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './ops/metrics.js';
import type { PresenceFeed } from './presence/presenceFeed.js';
import type { FileStore } from './storage/index.js';
import type { FileColumn } from './services/uploadSweep.js';

/** What every route and service receives: the database, the configuration and the token service. */
export interface AppContext {
  db: Db;
  config: Config;
  tokens: TokenService;
  /** The change versions of tables, bumped by the database on every write (db/tableVersions.ts). */
  tableVersions: TableVersionReader;
  /** Serialised answers of the heaviest lists, valid while the tables they read are unchanged. */
  answers: AnswerCache;
  /** Every committed write, from this instance and the others on the database (the change stream's source). */
  changes: ChangeFeed;
  /** Which records' viewers changed, from this instance and the others on the database (sent on the stream too). */
  presence: PresenceFeed;
  /** Attempts counted on the public sign-in calls. */
  limits: AuthLimits;
  /** Sends the reset mail; null when SMTP_URL is not set. */
  mailer: Mailer | null;
  /** Where stored uploads live: DATA_DIR/uploads or an S3 bucket (storage/). */
  files: FileStore;
  /** The columns that hold stored uploads' paths (type `stored_file`), read at start (services/uploadSweep.ts). */
  fileColumns: readonly FileColumn[];
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
