import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'promoCodes' area (api-contract.md). Not yet implemented.
const promoCodesRoutes: FastifyPluginAsync = async () => {};

export default promoCodesRoutes;
