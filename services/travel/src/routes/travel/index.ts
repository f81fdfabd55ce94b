import { type ComprehensiveTravelResponse, travelRoutes, utcToday } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { flightQueriesFrom, hotelQueryFrom, logisticsQueryFrom } from '../../domain/travel-queries.js';

const route = travelRoutes.searchTravel;

type Part = keyof ComprehensiveTravelResponse['errors'];

/**
 * The planner's whole search at once: outbound flights, hotels, freight and the distance of the
 * journey, in parallel. Bad input is refused whole with 400 before any provider is asked; a part
 * whose provider fails comes back empty, its error named under `errors`, and the rest answers.
 */
const comprehensiveTravelRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(route, { tags: ['travel'] }),
    handler: async (request) => {
      const search = request.body;
      const today = utcToday(fastify.clock());
      const flightQuery = flightQueriesFrom(search.flights, today).outbound;
      const hotelQuery = hotelQueryFrom(search.hotels, today);
      const logisticsQuery = logisticsQueryFrom(search.logistics);

      const errors: ComprehensiveTravelResponse['errors'] = {};
      const settle = async <T>(part: Part, run: () => Promise<T>, empty: T): Promise<T> => {
        try {
          return await run();
        } catch (error) {
          errors[part] = error instanceof AppError ? error.message : `The ${part} part of the search failed. Please try again.`;
          request.log.warn({ err: error, part }, 'comprehensive search: a part failed');
          return empty;
        }
      };
      const { travelSearches } = fastify;
      const [flights, hotels, logistics, distance] = await Promise.all([
        settle('flights', () => travelSearches.flights(flightQuery), []),
        settle('hotels', () => travelSearches.hotels(hotelQuery), []),
        settle('logistics', () => travelSearches.logistics(logisticsQuery), []),
        // The journey the team makes, which is what step 1's distance field holds.
        settle('distance', () => travelSearches.distance(search.flights.origin, search.flights.destination), null),
      ]);
      return { success: true as const, flights, hotels, logistics, distance, errors, timestamp: fastify.clock().toISOString() };
    },
  });
};

export default comprehensiveTravelRoutes;
