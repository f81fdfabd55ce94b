import type { FastifyInstance } from 'fastify';
import { pricedPlanRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import { computeQuoteFigures } from '../../domain/quote-figures.js';

/**
 * notify's call for its admin mail (docs/quote-model.md#authority): the plan priced exactly as the
 * quote PDF prices it, the show's space rates looked up here in catalog, never the browser's copy.
 * Internal: every call carries a service token addressed to quotes (checked in app.ts).
 */
export default async function pricedPlanRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pricePlan } = pricedPlanRoutes;

  app.route({
    ...fromContract(pricePlan, { tags: ['internal'] }),
    handler: async (request) => {
      const show = await fastify.quotePdfMaker.showNamed(request.body.formData.exhibitionName);
      const { quote, space } = computeQuoteFigures(request.body, show?.tariff ?? null);
      return { success: true as const, data: { quote, spaceNote: space.tariff.note, showName: space.eventName ?? null } };
    },
  });
}
