import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'groups' area (api-contract.md). Not yet implemented.
const groupsRoutes: FastifyPluginAsync = async () => {};

export default groupsRoutes;
