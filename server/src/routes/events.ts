import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'events' area (api-contract.md). Not yet implemented.
const eventsRoutes: FastifyPluginAsync = async () => {};

export default eventsRoutes;
