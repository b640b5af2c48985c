import type { FastifyReply } from 'fastify';

/**
 * The backend's answer wrappers (api-contract §2): success `{status, message, data}`, failure
 * `{status, message, error}`, and the success-shaped failure `{status: 400, message, data: "<text>"}` that some
 * create/view routes use. Services throw ApiError; the error handler turns it into the right wrapper.
 */
export function ok(reply: FastifyReply, data: unknown, message = 'Success', status = 200) {
  return reply.code(status).send({ status, message, data });
}

export type FailureShape = 'error' | 'data';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    /** 'data' = the S-wrapper/400 shape (text in `data`), used where the backend answers that way. */
    readonly shape: FailureShape = 'error',
    /** HTTP status of the answer when it differs from the body status (profile/voucher update answer 200). */
    readonly httpStatus = status,
  ) {
    super(message);
  }
}

export const notFound = (what: string, shape: FailureShape = 'error') =>
  new ApiError(`No ${what} found for this uuid.`, 404, shape, 404);

export const invalid = (message: string, shape: FailureShape = 'error') => new ApiError(message, 400, shape);

export function sendError(reply: FastifyReply, error: ApiError) {
  const body =
    error.shape === 'data'
      ? { status: error.status, message: 'Error! Validation Error!', data: error.message }
      : { status: error.status, message: 'Error!', error: error.message };
  return reply.code(error.httpStatus).send(body);
}

/** 401 as the backend sends it: plain text, no wrapper. */
export function unauthorized(reply: FastifyReply) {
  return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized');
}

/** 429 with a readable E-wrapper and Retry-After (the sign-in limits, a full hashing queue). */
export function tooManyRequests(reply: FastifyReply, message: string, waitMs: number) {
  return reply
    .code(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
    .send({ status: 429, message: 'Error!', error: message });
}
