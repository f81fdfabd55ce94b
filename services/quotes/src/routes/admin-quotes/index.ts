import type { FastifyInstance } from 'fastify';
import { quoteRecordRoutes } from '@stallplan/contracts';
import type { ZodTypeProvider } from '@stallplan/service-kit';
import { toQuoteSummary } from '../quotes/to-stored-quote.js';

/** The admin's list of stored quotes, newest first; every route here needs an admin token. */
export default async function adminQuoteRouteHandlers(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listAdminQuotes } = quoteRecordRoutes;

  app.get(
    listAdminQuotes.path,
    { schema: { tags: ['admin'], summary: listAdminQuotes.summary, querystring: listAdminQuotes.query, response: listAdminQuotes.responses } },
    async (request) => {
      const { page, limit } = request.query;
      const [quotes, total] = await Promise.all([
        fastify.quotes
          .find({}, { inputs: 0 })
          .sort({ createdAt: -1, quoteNumber: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean(),
        fastify.quotes.countDocuments({}),
      ]);
      return { success: true as const, data: quotes.map(toQuoteSummary), pagination: { page, limit, total } };
    },
  );
}
