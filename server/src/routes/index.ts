import type { FastifyPluginAsync } from 'fastify';
import health from './health.js';
import auth from './auth.js';
import profile from './profile.js';
import changes from './changes.js';

/**
 * The shared areas of /v1, each a thin Fastify plugin mounted under /v1: health, sign-in, the signed-in admin's
 * profile and the change stream. Each resource's routes are in its module (server/src/modules/<name>/).
 */
export const coreRoutes: FastifyPluginAsync[] = [health, auth, profile, changes];
