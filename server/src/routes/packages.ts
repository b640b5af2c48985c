import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'packages' area (api-contract.md). Not yet implemented.
const packagesRoutes: FastifyPluginAsync = async () => {};

export default packagesRoutes;
