import { isIP } from 'node:net';
import path from 'node:path';

/** Everything the server reads from the environment, resolved once at start-up. */
export interface Config {
  host: string;
  port: number;
  /**
   * Where PGlite keeps its files, uploads wait while they arrive, uploads are stored (without S3) and the
   * generated JWT secret is kept.
   */
  dataDir: string;
  /** S3_ENDPOINT and S3_BUCKET (with S3_REGION and credentials): uploads stored in that bucket, not in dataDir. */
  s3?: S3Settings;
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
  /**
   * TRUST_PROXY: the addresses and CIDR ranges (comma-separated) of the proxies in front of the server, whose
   * X-Forwarded-For names the client. Unset, the client is the connection's own address; behind a proxy every
   * admin would then share its address, and its sign-in limits.
   */
  trustProxy?: string[];
  /** Failed password checks and refused reset tokens one address may have per 15 minutes, whatever the accounts. */
  authFailuresPerAddress: number;
  /**
   * Failed password checks (sign-in, the profile's current password) one account may have from one address per
   * 15 minutes; then even the right password waits there (other addresses are not held up).
   */
  authFailuresPerAccount: number;
  /** AUDIT_RETENTION_DAYS: activity log entries older than this are pruned (default 365). */
  auditRetentionDays: number;
  /** SMTP_URL (e.g. smtps://user:pass@smtp.example.org): the server that mails reset links; unset = none mailed. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of the reset mail. */
  mailFrom: string;
  /** PUBLIC_URL: where admins reach the app (behind a proxy the server's own host and port are not it). */
  publicUrl: string;
  /**
   * Tests only (CHECK_ANSWER_SCHEMAS=1): every answer written through a response schema must equal what
   * JSON.stringify would write, else it becomes a 500 (http/answerSchemaCheck.ts).
   */
  checkAnswerSchemas: boolean;
}

export type LogFormat = 'json' | 'pretty' | 'auto';

/** An S3-compatible store (AWS S3, MinIO, Ceph, R2…) holding the uploads under the bucket's `uploads/`. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), which S3-compatible stores expect; S3_FORCE_PATH_STYLE=0 for virtual-hosted. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset, the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

function s3SettingsOf(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const endpoint = env.S3_ENDPOINT || undefined;
  const bucket = env.S3_BUCKET || undefined;
  if (!endpoint && !bucket) return undefined;
  if (!endpoint || !bucket) throw new Error('S3_ENDPOINT and S3_BUCKET are set together, or neither.');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither.');
  }
  return {
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

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

/**
 * TRUST_PROXY as Fastify's `trustProxy`: the proxies' addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1`). Neither
 * `true` (any proxy) nor a count of hops is offered: a client could then name its own address in X-Forwarded-For
 * and escape the limits (and `1`, Express's habit, would be read as the address 0.0.0.1).
 */
function trustProxyOf(text: string | undefined): string[] | undefined {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(`TRUST_PROXY takes the proxies' IP addresses or CIDR ranges, not "${wrong}".`);
  }
  return entries;
}

/** `10.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`: an IP address, with a prefix length its family allows. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...more] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || more.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A host as it stands in a URL (an IPv6 address in brackets). */
export const hostForUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 8080);
  return {
    host,
    port,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    s3: s3SettingsOf(env),
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
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    authFailuresPerAddress: positive(env.AUTH_FAILURES_PER_ADDRESS, 30),
    authFailuresPerAccount: positive(env.AUTH_FAILURES_PER_ACCOUNT, 10),
    auditRetentionDays: positive(env.AUDIT_RETENTION_DAYS, 365),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Wellness Admin <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://${hostForUrl(host)}:${port}`).replace(/\/+$/, ''),
    checkAnswerSchemas: env.CHECK_ANSWER_SCHEMAS === '1',
  };
}
