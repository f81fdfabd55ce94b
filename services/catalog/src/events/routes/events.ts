import type { FastifyInstance } from 'fastify';
import { recommendationRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { filterEvents } from '../domain/filter-events.js';
import { TRADE_EVENTS } from '../domain/trade-events.js';

/** The trade events catalogue the recommendations are drawn from, filtered by industry, city or month. */
export default async function eventRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listEvents } = recommendationRoutes;

  app.route({
    ...fromContract(listEvents, { tags: ['events'] }),
    handler: async (request) => ({ success: true as const, data: filterEvents(TRADE_EVENTS, request.query) }),
  });
}
