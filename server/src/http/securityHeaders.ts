import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

type Directives = Record<string, string[]>;
/** A route's helmet options (@fastify/helmet's `helmet` route option). */
type HelmetOptions = Exclude<RouteOptions['helmet'], false | undefined>;

/**
 * Security headers on every answer, by @fastify/helmet (nosniff, no referrer, no framing, and helmet's other
 * defaults), with a Content-Security-Policy per kind of answer:
 * - the UI (the default): scripts only from its own files, never inline; MUI/emotion injects styles, hence
 *   style-src 'unsafe-inline';
 * - the API (/v1): nothing may render;
 * - the API reference page (/v1/docs): Swagger UI's own files, its inline styles and data: icons;
 * - stored files (/public): served so that none can run in the app's origin: images, audio, video and PDF inline
 *   with their exact type, everything else as a download (decided per file, after helmet: storedFileHeaders).
 */
function uiDirectives(apiOrigin?: string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Stored files may be absolute URLs elsewhere (the backend's S3 buckets).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const API_DIRECTIVES: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

const DOCS_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const policy = (directives: Directives) => ({
  contentSecurityPolicy: { useDefaults: false, directives },
});

/** What /v1 answers carry, also those of an unknown /v1 address (the not-found handler applies it). */
export const API_HEADERS = policy(API_DIRECTIVES);

/** Where the API reference page lives (http/openapi.ts). */
export const DOCS_PREFIX = '/v1/docs';

/** API_CSP as a header value, for the stored files' refusal below. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Images, audio and video open in a sandbox: no script, no plugin, an opaque origin. */
const MEDIA_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/**
 * PDF: Chrome and Safari refuse to show a PDF under a `sandbox` policy, so it gets none; its exact type and
 * nosniff keep it a PDF, whose scripts run in the browser's isolated viewer, never in the app's origin.
 */
const PDF_CSP = "frame-ancestors 'none'";

/** The stored files shown in the browser, by extension; anything else is downloaded. */
const INLINE_TYPES: Record<string, { type: string; csp: string }> = {
  jpg: { type: 'image/jpeg', csp: MEDIA_CSP },
  jpeg: { type: 'image/jpeg', csp: MEDIA_CSP },
  png: { type: 'image/png', csp: MEDIA_CSP },
  mp4: { type: 'video/mp4', csp: MEDIA_CSP },
  mkv: { type: 'video/x-matroska', csp: MEDIA_CSP },
  mp3: { type: 'audio/mpeg', csp: MEDIA_CSP },
  pdf: { type: 'application/pdf', csp: PDF_CSP },
};

/** The path as the router matched it (decoded, lower case): the headers follow what was served. */
function servedPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function storedFileHeaders(reply: FastifyReply, pathname: string) {
  const ext = path.extname(pathname).slice(1);
  const inline = Object.hasOwn(INLINE_TYPES, ext) ? INLINE_TYPES[ext] : undefined;
  if (inline && reply.statusCode < 300) {
    reply.header('Content-Type', inline.type);
    reply.header('Content-Security-Policy', inline.csp);
    return;
  }
  reply.header('Content-Security-Policy', `${API_CSP}; sandbox`);
  if (reply.statusCode < 300) {
    reply.header('Content-Type', 'application/octet-stream');
    reply.header('Content-Disposition', 'attachment');
  }
}

/** The headers a route's answers get, by its address (routes outside these get the UI's). */
function routeHeaders(url: string): HelmetOptions | undefined {
  const lower = url.toLowerCase();
  if (lower === DOCS_PREFIX || lower.startsWith(`${DOCS_PREFIX}/`)) return policy(DOCS_DIRECTIVES);
  if (lower === '/v1' || lower.startsWith('/v1/')) return API_HEADERS;
  // Stored files may be shown by the UI from another origin (VITE_API_URL).
  if (lower.startsWith('/public/')) return { crossOriginResourcePolicy: { policy: 'cross-origin' } };
  return undefined;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { apiOrigin?: string } = {}) {
  // Before helmet's own onRoute hook, which reads each route's `helmet` option.
  app.addHook('onRoute', (route) => {
    const headers = routeHeaders(route.url);
    if (headers && route.helmet === undefined) route.helmet = headers;
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: uiDirectives(options.apiOrigin) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply) => {
    const pathname = servedPath(request);
    if (pathname.startsWith('/public/')) storedFileHeaders(reply, pathname);
    // API answers carry tokens and members' personal data: no browser or proxy keeps them (a route may say
    // otherwise). The client's own cache of lists is in memory.
    if ((pathname === '/v1' || pathname.startsWith('/v1/')) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });
}
