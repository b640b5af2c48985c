import path from 'node:path';

/** Everything the server reads from the environment, resolved once at start-up. */
export interface Config {
  host: string;
  port: number;
  /** Where PGlite keeps its files, uploads are stored and the generated JWT secret is kept. */
  dataDir: string;
  /** A real PostgreSQL server instead of the embedded one. */
  databaseUrl?: string;
  /** HS256 secret; when absent a random one is generated and persisted in dataDir. */
  jwtSecret?: string;
  /** Token lifetime in seconds (JWT_TTL accepts seconds or 7d / 12h / 30m). */
  jwtTtlSeconds: number;
  adminEmail: string;
  adminPassword: string;
  /** The built UI (vite build output) served at /. */
  uiDir: string;
  /** LOG_LEVEL: pino's level; `info` shows one line per request. */
  logLevel: string;
  /** LOG_FORMAT: `json` lines, `pretty` readable lines, or `auto` (pretty on a terminal outside production and CI). */
  logFormat: LogFormat;
  /** METRICS_TOKEN: the bearer token Prometheus sends to read /metrics; unset, /metrics is off (404). */
  metricsToken?: string;
  /** SHUTDOWN_GRACE: seconds a stopping server lets requests in flight finish before it cuts them (default 25). */
  shutdownGraceSeconds: number;
  /** Development only (LOG_RESET_LINKS=1): print reset links, token included, instead of just noting one was sent. */
  logResetLinks: boolean;
  /** The API's origin when the UI was built to call another host (VITE_API_URL): the UI's CSP allows it. */
  apiOrigin?: string;
  /** Failed sign-in attempts (logins, reset links asked for, bad reset tokens) one address may make per 15 minutes. */
  authFailuresPerAddress: number;
  /** Failed logins one account may have per 15 minutes; then even the right password waits. */
  authFailuresPerAccount: number;
  /** AUDIT_RETENTION_DAYS: activity log entries older than this are pruned (default 365). */
  auditRetentionDays: number;
}

export type LogFormat = 'json' | 'pretty' | 'auto';

/** A token short enough to guess would make /metrics public in all but name. */
const MIN_METRICS_TOKEN_LENGTH = 16;

function metricsTokenOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long.`);
  }
  return text;
}

const logFormatOf = (text: string | undefined): LogFormat =>
  text === 'json' || text === 'pretty' ? text : 'auto';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const positive = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

function parseDuration(text: string | undefined, fallbackSeconds: number): number {
  if (!text) return fallbackSeconds;
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return fallbackSeconds;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: parseDuration(env.JWT_TTL, 7 * 86400),
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? 'admin1234',
    uiDir: path.resolve(root, env.UI_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT),
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
    shutdownGraceSeconds: positive(env.SHUTDOWN_GRACE, 25),
    apiOrigin: originOf(env.VITE_API_URL),
    logResetLinks: env.LOG_RESET_LINKS === '1',
    authFailuresPerAddress: positive(env.AUTH_FAILURES_PER_ADDRESS, 30),
    authFailuresPerAccount: positive(env.AUTH_FAILURES_PER_ACCOUNT, 10),
    auditRetentionDays: positive(env.AUDIT_RETENTION_DAYS, 365),
  };
}
