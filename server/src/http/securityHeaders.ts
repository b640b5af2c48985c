import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers on every answer. The UI gets a strict Content-Security-Policy (scripts only from its own
 * files, never inline; MUI/emotion injects styles, hence style-src 'unsafe-inline'); the API forbids any
 * rendering; stored files are served so that none can run in the app's origin: images, audio, video and PDF
 * inline with their exact type, everything else as a download.
 */
function uiContentSecurityPolicy(apiOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Stored files may be absolute URLs elsewhere (the backend's S3 buckets).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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
  const inline = INLINE_TYPES[path.extname(pathname).slice(1)];
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

export function registerSecurityHeaders(app: FastifyInstance, options: { apiOrigin?: string } = {}) {
  const uiCsp = uiContentSecurityPolicy(options.apiOrigin);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    const pathname = servedPath(request);
    if (pathname.startsWith('/public/')) storedFileHeaders(reply, pathname);
    else if (pathname.startsWith('/v1/') || pathname === '/v1')
      reply.header('Content-Security-Policy', API_CSP);
    else reply.header('Content-Security-Policy', uiCsp);
  });
}
