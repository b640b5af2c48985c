import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat } from '../config.js';
import { redactSecrets, redactUrl } from './redact.js';

/** A request as the log shows it: a Fastify request, or Node's own message where Fastify logs that. */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  raw?: { url?: string };
  routeOptions?: { url?: string };
  socket?: { remoteAddress?: string };
}

/**
 * Every logged object goes through these: the request is reduced to method, URL (secrets redacted, redact.ts),
 * matched route and address; the answer to its status; an error to pino's standard fields, then redacted.
 */
const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.raw?.url ?? request.url ?? ''),
    route: request.routeOptions?.url,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  // pino's serialized error is not a plain object (its own prototype): copied so redactSecrets walks it.
  err: (error: Error) => redactSecrets({ ...pino.stdSerializers.err(error) }),
};

/** `auto`: readable lines on a developer's terminal; JSON lines in production, in CI and into pipes or files. */
export function resolvedLogFormat(
  format: LogFormat,
  env: NodeJS.ProcessEnv = process.env,
  isTerminal = process.stdout.isTTY === true,
): 'json' | 'pretty' {
  if (format !== 'auto') return format;
  return isTerminal && env.NODE_ENV !== 'production' && !env.CI ? 'pretty' : 'json';
}

/** One readable line per request (`GET /v1/… 200 12.3 ms`), the request id after it. */
function prettyLine(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const id = log.reqId ? ` [${String(log.reqId)}]` : '';
  if (req && res) return `${req.method} ${req.url} ${res.statusCode} ${String(log.responseTime)} ms${id}`;
  return `${String(log[messageKey])}${id}`;
}

/**
 * The server's logger: pino, JSON lines (or pino-pretty's readable lines in development) written synchronously,
 * so nothing is lost when a stopping server exits; any property named like a secret is redacted at any depth.
 * `destination` replaces standard output (tests read the lines).
 */
export function createLogger(options: {
  level: string;
  format: LogFormat;
  destination?: DestinationStream;
}): Logger {
  const destination =
    resolvedLogFormat(options.format) === 'pretty'
      ? pretty({
          destination: options.destination ?? 1,
          sync: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname,reqId,req,res,responseTime',
          messageFormat: prettyLine,
        })
      : (options.destination ?? pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: options.level,
      serializers,
      formatters: { log: (object) => redactSecrets(object) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
