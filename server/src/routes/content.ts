import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'content' area (api-contract.md). Not yet implemented.
const contentRoutes: FastifyPluginAsync = async () => {};

export default contentRoutes;
