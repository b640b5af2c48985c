import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'vouchers' area (api-contract.md). Not yet implemented.
const vouchersRoutes: FastifyPluginAsync = async () => {};

export default vouchersRoutes;
