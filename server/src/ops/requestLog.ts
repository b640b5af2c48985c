import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may hand on: letters, digits and `._:-`, at most 128 of them (nothing to inject). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming `x-request-id` when it is well formed, a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer carries its request id, even one given before routing (a preflight, a 401). */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/**
 * Fastify's request log lines, one per request instead of two (`incoming request` and `request completed`):
 * logged when the answer has gone, with the method, URL (secrets redacted by the logger's serializer), matched
 * route, status, time in ms and the signed-in admin; an error (a 5xx, a broken answer) at level error. The
 * request id is the `reqId` of every line.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest() {}

  // Fastify's own "Route … not found" line would repeat the raw URL; the request line says 404 already.
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      admin: request.adminUuid,
      ...(error ? { err: error } : {}),
    };
    if (error || reply.statusCode >= 500) request.log.error(line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}
