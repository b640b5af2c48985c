import Fastify, { type FastifyContextConfig } from 'fastify';
import { loadModules } from '../../server/src/modules/index';
import { coreRoutes } from '../../server/src/routes/index';
import { AJV_OPTIONS } from '../../server/src/http/validation/ajvOptions';

export interface RouteEntry {
  method: string;
  /** As mounted: `/v1/…`. */
  url: string;
  /** The route's own options (`public`, `files`, `versioned`…). */
  config: FastifyContextConfig;
  /** Left out of the OpenAPI description on purpose (`schema.hide`: the change stream). */
  hidden: boolean;
}

/**
 * Every route the app registers under /v1 (HEAD aside), read from the shared route plugins and every module's,
 * registered on a bare Fastify instance as the app registers them.
 */
export async function registeredRoutes(): Promise<RouteEntry[]> {
  const probe = Fastify({ ajv: AJV_OPTIONS });
  probe.decorate('ctx', {} as never);
  const routes: RouteEntry[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
      if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config ?? {}, hidden });
    }
  });
  const plugins = [...coreRoutes, ...(await loadModules()).map((module) => module.routes)];
  for (const plugin of plugins) await probe.register(plugin, { prefix: '/v1' });
  await probe.ready();
  await probe.close();
  return routes;
}
