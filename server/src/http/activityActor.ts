import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Who is making the current request's writes: the signed-in admin, read by the activity recorder. */
interface ActivityActor {
  adminUuid?: string;
}

const storage = new AsyncLocalStorage<ActivityActor>();

/** The actor of the request being handled; an empty actor outside a request (seed, scripts). */
export const currentActor = (): ActivityActor => storage.getStore() ?? {};

/**
 * Runs every handler inside its request's actor, so the services record who wrote without taking the request as
 * a parameter. A preHandler (after the auth hook and the JSON body) in callback style: the handler runs inside
 * `storage.run`.
 */
export function registerActivityActor(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    storage.run({ adminUuid: request.adminUuid }, done);
  });
}
