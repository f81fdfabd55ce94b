import type { FastifyInstance } from 'fastify';
import { QUOTE_NOT_FOUND_MESSAGE, QUOTE_PDF_EXPIRED_MESSAGE, QUOTE_PDF_NOT_READY_MESSAGE, quoteRecordRoutes } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { QuoteRecord } from '../../models/quote-model.js';
import { sendPdf } from '../send-pdf.js';
import { toStoredQuote } from './to-stored-quote.js';

/** A stored quote by its number, and its PDF. The number is the only key a visitor holds. */
export default async function quoteRecordRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { getQuote, getQuotePdf } = quoteRecordRoutes;
  const tags = ['quotes'];

  app.route({
    ...fromContract(getQuote, { tags }),
    handler: async (request) => {
      const quote = await fastify.quotes.findOne({ quoteNumber: request.params.id }).lean<QuoteRecord>();
      if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
      return { success: true as const, data: toStoredQuote(quote) };
    },
  });

  app.route({
    ...fromContract(getQuotePdf, { tags }),
    handler: async (request, reply) => {
      const quote = await fastify.quotes.findOne({ quoteNumber: request.params.id }).lean();
      if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
      // 410, not 409: waiting will not bring it back (service-kit has no code for Gone).
      if (quote.pdfStatus === 'expired') return reply.code(410).send({ success: false as const, error: QUOTE_PDF_EXPIRED_MESSAGE });
      const file = quote.pdfFileId ? await fastify.pdfFiles.open(quote.pdfFileId) : null;
      if (!file) throw new AppError('CONFLICT', QUOTE_PDF_NOT_READY_MESSAGE);
      return sendPdf(reply, quote.pdfFileName, file);
    },
  });
}
