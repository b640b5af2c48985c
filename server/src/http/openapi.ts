import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { bareAnswers } from './answers.js';
import type { FileRule } from './fileTypes.js';
import { DOCS_PREFIX } from './securityHeaders.js';

/**
 * The API's description, generated from the route schemas by @fastify/swagger as OpenAPI 3.1: every /v1 route,
 * served at /v1/openapi.json, and a reference page (Swagger UI) at /v1/docs, both without a token. Bodies are
 * described for JSON and, unless the route takes only JSON (`schema.consumes`), for multipart (with the route's
 * files); routes without a token carry no security.
 */

const isApiRoute = (url: string) => url.toLowerCase().startsWith('/v1/');

/** A route's body schema, with its file fields, as a multipart body. */
function multipartBody(body: TSchema, files: Record<string, FileRule>) {
  const schema = body as unknown as { properties?: Record<string, unknown> };
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([field, rule]) => [
      field,
      {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: `A file of type ${rule.kinds.join(', ')}, at most ${rule.maxBytes} bytes`,
      },
    ]),
  );
  return { ...schema, properties: { ...schema.properties, ...fileProperties } };
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Wellness Admin API',
        version: '1',
        description:
          "The admin back-office's /v1 API as the reference server answers it (the backend's wire format: " +
          'answers wrapped as `{status, message, data}`, failures as `{status, message, error}`).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => {
      if (!isApiRoute(url) || url.toLowerCase().startsWith(DOCS_PREFIX)) {
        return { schema: { ...schema, hide: true }, url };
      }
      const described: Record<string, unknown> = { ...schema };
      if (route.config?.public) described.security = [];
      if (schema?.body) {
        const content: Record<string, unknown> = { 'application/json': { schema: schema.body } };
        // Every body is also taken as multipart (http/requestBody.ts) unless the route says it takes only JSON.
        if (!schema.consumes || schema.consumes.includes('multipart/form-data')) {
          content['multipart/form-data'] = {
            schema: multipartBody(schema.body as TSchema, route.config?.files ?? {}),
          };
        }
        described.body = { content };
      }
      return { schema: described, url };
    },
  });

  // The reference page and its files answer without a token.
  app.addHook('onRoute', (route) => {
    if (route.url.toLowerCase().startsWith(DOCS_PREFIX)) route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, theme: { title: 'Wellness Admin API' } });

  app.get(
    '/v1/openapi.json',
    {
      config: { public: true },
      schema: {
        summary: 'This description',
        querystring: Type.Object({}, { additionalProperties: true }),
        response: bareAnswers(Type.Object({ openapi: Type.String() }, { additionalProperties: true }), {
          isPublic: true,
        }),
      },
    },
    // The description itself, not wrapped: OpenAPI tools read it as it is.
    async (_request, reply) => reply.send(app.swagger()),
  );
}
