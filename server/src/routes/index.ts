import type { FastifyPluginAsync } from 'fastify';
import health from './health.js';
import auth from './auth.js';
import profile from './profile.js';
import changes from './changes.js';
import presence from './presence.js';

/**
 * The shared areas of /v1, each a thin Fastify plugin mounted under /v1: health, sign-in, the signed-in admin's
 * profile, the change stream and presence (who has a record open). Each resource's routes are in its module (server/src/modules/<name>/).
 */
export const coreRoutes: FastifyPluginAsync[] = [health, auth, profile, changes, presence];
