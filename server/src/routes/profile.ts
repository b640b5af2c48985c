import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'profile' area (api-contract.md). Not yet implemented.
const profileRoutes: FastifyPluginAsync = async () => {};

export default profileRoutes;
