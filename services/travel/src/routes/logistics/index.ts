import { travelRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { logisticsQueryFrom } from '../../domain/travel-queries.js';

const route = travelRoutes.searchLogistics;

/** Step 6: freight offers for the stall material. */
const logisticsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(route, { tags: ['travel'] }),
    handler: async (request) => {
      const logistics = await fastify.travelSearches.logistics(logisticsQueryFrom(request.body));
      return { success: true as const, logistics, total: logistics.length };
    },
  });
};

export default logisticsRoutes;
