import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'members' area (api-contract.md). Not yet implemented.
const membersRoutes: FastifyPluginAsync = async () => {};

export default membersRoutes;
