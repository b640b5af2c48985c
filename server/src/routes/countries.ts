import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth.js';
import { ok } from '../http/reply.js';
import { listCountries } from '../services/countries.js';

/** A4: GET /v1/country/list, public, a bare array (api-contract §6). */
const countriesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/country/list', PUBLIC_ROUTE, async (_request, reply) => ok(reply, listCountries()));
};

export default countriesRoutes;
