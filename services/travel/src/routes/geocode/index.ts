import { travelRoutes } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { FastifyPluginAsync } from 'fastify';

const route = travelRoutes.geocode;

/** A city name or an address → its city, state, code and coordinates. */
const geocodeRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(route, { tags: ['travel'] }),
    handler: async (request) => {
      const { address } = request.body;
      const place = await fastify.travelSearches.geocode(address);
      if (!place) {
        throw new AppError('NOT_FOUND', `We could not find "${address}" among the Indian cities we know; try a city name such as Pune or Bangalore.`);
      }
      return { success: true as const, data: { address, ...place } };
    },
  });
};

export default geocodeRoutes;
