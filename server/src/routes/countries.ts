import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'countries' area (api-contract.md). Not yet implemented.
const countriesRoutes: FastifyPluginAsync = async () => {};

export default countriesRoutes;
