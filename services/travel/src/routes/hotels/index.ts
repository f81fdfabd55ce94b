import { travelRoutes, utcToday } from '@stallplan/contracts';
import type { ZodTypeProvider } from '@stallplan/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { hotelQueryFrom } from '../../domain/travel-queries.js';

const route = travelRoutes.searchHotels;

/** Step 5: hotels in the exhibition city for the stay. */
const hotelRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    route.path,
    { schema: { tags: ['travel'], summary: route.summary, body: route.body, response: route.responses } },
    async (request) => {
      const hotels = await fastify.travelSearches.hotels(hotelQueryFrom(request.body, utcToday(fastify.clock())));
      return { success: true as const, hotels, total: hotels.length };
    },
  );
};

export default hotelRoutes;
