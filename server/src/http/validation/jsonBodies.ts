import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance } from 'fastify';
import { AJV_OPTIONS } from './ajvOptions.js';

const buildCompiler = AjvCompiler();
const exactCompiler = buildCompiler(
  {},
  { ...AJV_OPTIONS, customOptions: { ...AJV_OPTIONS.customOptions, coerceTypes: false } },
);
const coercingCompiler = buildCompiler({}, AJV_OPTIONS);

/** What the routes of jsonBodies take: their OpenAPI description says so (http/openapi.ts). */
const JSON_ONLY = ['application/json'];

/**
 * The routes of this (encapsulated) plugin take JSON bodies only, as the backend's sign-in and profile calls do
 * (api-contract §3, A6), with each value in the JSON type its schema names, as the backend's Joi checks it
 * ("countryCode (string; a JSON number fails)"):
 * - the body's values are not coerced (Fastify's Ajv would turn 91 into "91" and ["a"] into "a" before
 *   checking): Fastify's own compiler (@fastify/ajv-compiler) with the app's options, without coercion, set
 *   through setValidatorCompiler; texts are still read first (validation/normalizeFields.ts: trimmed,
 *   null = not sent), and a query or path keeps Fastify's coercion;
 * - a multipart body is refused with 415, as a form-encoded one is: a public sign-in call cannot be sent by
 *   another site's HTML form, which needs no CORS preflight (and would spend the visitor's sign-in attempts).
 */
export function jsonBodies(app: FastifyInstance) {
  // The compilers take Fastify's route definition ({schema, httpPart…}) as it is.
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? exactCompiler : coercingCompiler)(route));
  app.removeContentTypeParser('multipart/form-data');
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.schema.consumes = JSON_ONLY;
  });
}
