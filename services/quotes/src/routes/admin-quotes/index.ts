import type { FastifyInstance } from 'fastify';
import { QUOTE_NOT_FOUND_MESSAGE, quoteRecordRoutes } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { QuoteRecord } from '../../models/quote-model.js';
import { isLegacyQuote } from '../../models/stored-quote-figures.js';
import { toQuoteSummary } from '../quotes/to-stored-quote.js';

/** The admin's stored quotes: the list, newest first, pins and deletion; every route here needs an admin token. */
export default async function adminQuoteRouteHandlers(fastify: FastifyInstance) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listAdminQuotes, pinAdminQuote, deleteAdminQuote } = quoteRecordRoutes;
  const tags = ['admin'];
  const { retentionDays } = fastify.pdfRetention;

  /** A quote stored before the line-by-line model is priced from its inputs, which the list leaves out. */
  async function withLegacyInputs(rows: QuoteRecord[]): Promise<QuoteRecord[]> {
    const legacy = rows.filter(isLegacyQuote).map((row) => row.quoteNumber);
    if (legacy.length === 0) return rows;
    const inputsOf = new Map<string, Record<string, unknown>>();
    const found = await fastify.quotes
      .find({ quoteNumber: { $in: legacy } }, { quoteNumber: 1, inputs: 1 })
      .lean<Array<Pick<QuoteRecord, 'quoteNumber' | 'inputs'>>>();
    for (const row of found) inputsOf.set(row.quoteNumber, row.inputs);
    return rows.map((row) => (isLegacyQuote(row) ? { ...row, inputs: inputsOf.get(row.quoteNumber) ?? {} } : row));
  }

  app.route({
    ...fromContract(listAdminQuotes, { tags }),
    handler: async (request) => {
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
      const quotes = await withLegacyInputs(rows);
      return { success: true as const, data: quotes.map((quote) => toQuoteSummary(quote, retentionDays)), pagination: { page, limit, total } };
    },
  });

  app.route({
    ...fromContract(pinAdminQuote, { tags }),
    handler: async (request) => {
      const { matchedCount } = await fastify.quotes.updateOne({ quoteNumber: request.params.id }, { $set: { pinned: request.body.pinned } });
      const quote = matchedCount === 0 ? null : await fastify.quotes.findOne({ quoteNumber: request.params.id }, { inputs: 0 }).lean<QuoteRecord>();
      if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
      const [withInputs] = await withLegacyInputs([quote]);
      return { success: true as const, data: toQuoteSummary(withInputs ?? quote, retentionDays) };
    },
  });

  app.route({
    ...fromContract(deleteAdminQuote, { tags }),
    handler: async (request) => {
      // Deleted only as read: a render that stored its PDF in between makes the read go round again.
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const quote = await fastify.quotes
          .findOne({ quoteNumber: request.params.id }, { quoteNumber: 1, pdfFileId: 1 })
          .lean<Pick<QuoteRecord, 'quoteNumber' | 'pdfFileId'>>();
        if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
        const { deletedCount } = await fastify.quotes.deleteOne({ quoteNumber: quote.quoteNumber, pdfFileId: quote.pdfFileId });
        if (deletedCount === 0) continue;
        // A render still under way finds the record gone and deletes the file it made (render-pdf.handler.ts).
        if (quote.pdfFileId) await fastify.pdfFiles.delete(quote.pdfFileId);
        return { success: true as const, message: `Quote ${quote.quoteNumber} and its PDF were deleted.` };
      }
      throw new AppError('CONFLICT', 'The quote changed while it was being deleted. Please try again.');
    },
  });
}
