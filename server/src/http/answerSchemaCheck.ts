import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';

const kExpected = Symbol('answer as JSON.stringify writes it');

declare module 'fastify' {
  interface FastifyRequest {
    [kExpected]?: string;
  }
}

/**
 * For tests (config.checkAnswerSchemas): every answer Fastify serialises with a route's response schema
 * (fast-json-stringify, which writes only the properties a schema names and coerces values to the named types)
 * must read back exactly as JSON.stringify would have written it. A schema that drops or reshapes a field of an
 * answer turns that answer into a 500 naming the route, so the whole server and contract suites check the
 * schemas against every answer they provoke.
 */
export function registerAnswerSchemaCheck(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    request[kExpected] = JSON.stringify(payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const expected = request[kExpected];
    if (expected === undefined || typeof payload !== 'string') return payload;
    request[kExpected] = undefined;
    const sent: unknown = JSON.parse(payload);
    if (isDeepStrictEqual(sent, JSON.parse(expected))) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}`;
    throw new Error(`The response schema of ${route} changed the answer: ${payload} instead of ${expected}`);
  });
}
