import type { FastifyInstance } from 'fastify';
import { recommendationRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { recommendEvents } from '../domain/recommend-events.js';

/** Event recommendations scored against today's date (see events/domain/recommend-events.ts). */
export default async function recommendationRoutesPlugin(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { recommendEvents: recommend } = recommendationRoutes;

  app.route({
    ...fromContract(recommend, { tags: ['recommendations'] }),
    handler: async (request) => {
      const answer = recommendEvents(request.body, new Date());
      const reasoning = await fastify.reasoningWriter.rewrite({ ...answer, request: request.body }, request.log);
      return { success: true as const, ...answer, reasoning };
    },
  });
}
