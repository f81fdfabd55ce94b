import { travelRoutes, utcToday } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { hotelQueryFrom } from '../../domain/travel-queries.js';

const route = travelRoutes.searchHotels;

/** Step 5: hotels in the exhibition city for the stay. */
const hotelRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(route, { tags: ['travel'] }),
    handler: async (request) => {
      const hotels = await fastify.travelSearches.hotels(hotelQueryFrom(request.body, utcToday(fastify.clock())));
      return { success: true as const, hotels, total: hotels.length };
    },
  });
};

export default hotelRoutes;
