import type { FastifyInstance } from 'fastify';
import { vendorMatchingRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { keptRanking } from '../domain/kept-rankings.js';

/** Planner step 3: active vendors for the destination and booth size, best match first (see matching/domain/match-score.ts). */
export default async function smartVendorRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { findSmartVendors } = vendorMatchingRoutes;

  app.route({
    ...fromContract(findSmartVendors, { tags: ['vendors'] }),
    handler: async (request) => {
      const candidates = await fastify.vendors.matchCandidates();
      return { success: true as const, data: [...keptRanking(candidates, request.query)] };
    },
  });
}
