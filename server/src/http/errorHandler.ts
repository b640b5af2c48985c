import type { FastifyError, FastifyInstance } from 'fastify';
import { VersionConflict } from '../db/rowVersions.js';
import { TooManyAttemptsError } from './authLimits.js';
import { readableDatabaseError } from './databaseErrors.js';
import { sendConflict } from './recordVersions.js';
import { ApiError, sendError, tooManyRequests, type FailureShape } from './reply.js';
import { SemaphoreFullError } from './semaphore.js';
import { joiMessage } from './validation/joiMessages.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the route answers a request its schema refuses (api-contract §2), when not as a 400 E-wrapper: the
     * S-wrapper/400 of some creates (`shape: 'data'`), or HTTP 200 (profile and voucher updates).
     */
    refusal?: { shape?: FailureShape; httpStatus?: number };
  }
}

/**
 * The one error handler: every failure becomes the backend's wrapper. A service's ApiError says its own shape; a
 * write at a stale record version is a 409 with the current record (http/recordVersions.ts); a
 * request the route's schema refuses gets Joi's text in the route's refusal shape; a database refusal caused by a
 * value is a readable 400; other client errors (bad JSON, a body too large) keep their status; anything else is
 * logged and answered 'Server Error'.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error instanceof VersionConflict) return sendConflict(request, reply, error);
    if (error.validation?.length) {
      const refusal = request.routeOptions.config.refusal ?? {};
      const [first] = error.validation;
      const message = first ? joiMessage(first) : error.message;
      return sendError(
        reply,
        new ApiError(message, 400, refusal.shape ?? 'error', refusal.httpStatus ?? 400),
      );
    }
    if (error instanceof TooManyAttemptsError) return tooManyRequests(reply, error.message, error.waitMs);
    if (error instanceof SemaphoreFullError) {
      return tooManyRequests(reply, 'The server is busy. Please try again in a moment.', 5000);
    }
    const fromValues = readableDatabaseError(error);
    if (fromValues) return sendError(reply, fromValues);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A stored file's 416 (@fastify/send) carries the Content-Range that tells the client the file's length.
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      return sendError(reply, new ApiError(error.message || 'Bad request', status === 413 ? 400 : status));
    }
    request.log.error(error);
    return sendError(reply, new ApiError('Server Error', 500));
  });
}
