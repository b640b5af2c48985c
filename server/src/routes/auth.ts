import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'auth' area (api-contract.md). Not yet implemented.
const authRoutes: FastifyPluginAsync = async () => {};

export default authRoutes;
