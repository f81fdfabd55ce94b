import type { FastifyInstance } from 'fastify';
import { quoteRecordRoutes } from '@stallplan/contracts';
import type { ZodTypeProvider } from '@stallplan/service-kit';
import type { QuoteRecord } from '../../models/quote-model.js';
import { isLegacyQuote } from '../../models/stored-quote-figures.js';
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
      const [rows, total] = await Promise.all([
        fastify.quotes
          .find({}, { inputs: 0 })
          .sort({ createdAt: -1, quoteNumber: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<QuoteRecord[]>(),
        fastify.quotes.countDocuments({}),
      ]);
      // The list leaves inputs out; a quote stored before the line-by-line model is priced from them.
      const legacy = rows.filter(isLegacyQuote).map((row) => row.quoteNumber);
      const inputsOf = new Map<string, Record<string, unknown>>();
      if (legacy.length > 0) {
        const found = await fastify.quotes.find({ quoteNumber: { $in: legacy } }, { quoteNumber: 1, inputs: 1 }).lean<Array<Pick<QuoteRecord, 'quoteNumber' | 'inputs'>>>();
        for (const row of found) inputsOf.set(row.quoteNumber, row.inputs);
      }
      const quotes = rows.map((row) => (isLegacyQuote(row) ? { ...row, inputs: inputsOf.get(row.quoteNumber) ?? {} } : row));
      return { success: true as const, data: quotes.map(toQuoteSummary), pagination: { page, limit, total } };
    },
  );
}
