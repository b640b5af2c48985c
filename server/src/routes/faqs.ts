import type { FastifyPluginAsync } from 'fastify';

// The /v1 routes of the 'faqs' area (api-contract.md). Not yet implemented.
const faqsRoutes: FastifyPluginAsync = async () => {};

export default faqsRoutes;
