import { travelRoutes, utcToday } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { flightQueriesFrom } from '../../domain/travel-queries.js';

const route = travelRoutes.searchFlights;

/** Step 4: flights out on the departure date and, when asked, back on the return date. */
const flightRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(route, { tags: ['travel'] }),
    handler: async (request) => {
      const { outbound, inbound } = flightQueriesFrom(request.body, utcToday(fastify.clock()));
      const [outboundFlights, returnFlights] = await Promise.all([
        fastify.travelSearches.flights(outbound),
        inbound ? fastify.travelSearches.flights(inbound) : undefined,
      ]);
      return {
        success: true as const,
        outbound: outboundFlights,
        ...(returnFlights ? { return: returnFlights } : {}),
        total: outboundFlights.length + (returnFlights?.length ?? 0),
      };
    },
  });
};

export default flightRoutes;
