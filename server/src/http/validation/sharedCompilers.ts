import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** What a compiler compiles: a route's schema for one part of the request or one status of the answer. */
interface RouteSchema {
  schema?: unknown;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}

/**
 * Wraps one of Fastify's compiler factories so that every app this process builds shares what it compiled: a
 * compiler's result depends only on the factory's options and the schema, not on the route that asks. Routes
 * build their schemas when registered, so a schema is known by its JSON, not by its identity.
 *
 * Fastify compiles every route's schemas again for each app it builds. A server builds one, but the server and
 * contract test files build one or more each: compiling about 1 s of CPU per app was an eighth of the server
 * tests' time (issue 25: the suite's time). Options are told apart by their JSON (the app has one set).
 */
export function compiledOnce<External, Options, Route extends object, Compiled>(
  factory: (externalSchemas: External, options: Options) => (route: Route) => Compiled,
) {
  const byOptions = new Map<string, Map<string, Compiled>>();
  return (externalSchemas: External, options: Options) => {
    const compile = factory(externalSchemas, options);
    const optionsKey = JSON.stringify([externalSchemas, options]);
    let compiled = byOptions.get(optionsKey);
    if (!compiled) byOptions.set(optionsKey, (compiled = new Map()));
    const known = compiled;
    return (route: Route) => {
      const { httpPart, httpStatus, contentType, schema } = route as RouteSchema;
      const key = JSON.stringify([httpPart, httpStatus, contentType, schema]);
      let result = known.get(key);
      if (result === undefined) known.set(key, (result = compile(route)));
      return result;
    };
  };
}

/** Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), shared by the apps of a process. */
export const sharedCompilers = {
  buildValidator: compiledOnce(AjvCompiler()),
  buildSerializer: compiledOnce(SerializerSelector()),
} as unknown as CompilersFactory;
