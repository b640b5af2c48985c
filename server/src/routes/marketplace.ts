import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'marketplace' area (api-contract.md). Not yet implemented.
const marketplaceRoutes: FastifyPluginAsync = async () => {};

export default marketplaceRoutes;
