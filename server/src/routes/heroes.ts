import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'heroes' area (api-contract.md). Not yet implemented.
const heroesRoutes: FastifyPluginAsync = async () => {};

export default heroesRoutes;
