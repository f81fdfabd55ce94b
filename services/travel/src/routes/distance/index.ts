import { travelRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { FastifyPluginAsync } from 'fastify';

const route = travelRoutes.distance;

/** Road distance and flight time from the first origin to the first destination; fixed figures when a place is unknown (see docs/planner.md#distance-estimates). */
const distanceRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(route, { tags: ['travel'] }),
    handler: async (request) => {
      const { origins, destinations } = request.body;
      const data = await fastify.travelSearches.distance(origins[0] ?? '', destinations[0] ?? '');
      return { success: true as const, data };
    },
  });
};

export default distanceRoutes;
