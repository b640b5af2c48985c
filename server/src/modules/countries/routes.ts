import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PUBLIC_ROUTE } from '../../http/auth.js';
import { answers, noQuery, record } from '../../http/answers.js';
import { ok } from '../../http/reply.js';
import { listCountries } from './service.js';

const Country = record({
  countryName: Type.String(),
  countryCallingCode: Type.String({ description: "Without '+', e.g. '91'" }),
  countryCode: Type.String({ description: 'ISO 3166-1 alpha-2' }),
});

/** A4: GET /v1/country/list, public, a bare array (api-contract §6). */
const countriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/country/list',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags: ['Countries'],
        querystring: noQuery,
        response: answers(Type.Array(Country), { isPublic: true }),
      },
    },
    async (_request, reply) => ok(reply, listCountries()),
  );
};

export default countriesRoutes;
