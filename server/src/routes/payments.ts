import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'payments' area (api-contract.md). Not yet implemented.
const paymentsRoutes: FastifyPluginAsync = async () => {};

export default paymentsRoutes;
