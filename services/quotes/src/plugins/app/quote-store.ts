import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { quoteModelFor, type QuoteModel } from '../../models/quote-model.js';
import { roiGuideRequestModelFor, type RoiGuideRequestModel } from '../../models/roi-guide-request-model.js';
import type { QuotesConfig } from '../../config.js';
import { createPdfFileStore, type PdfFileStore } from '../../rendering/pdf-file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteModel;
    roiGuideRequests: RoiGuideRequestModel;
    pdfFiles: PdfFileStore;
  }
}

/** Stored quotes, ROI guide requests being rendered and their PDFs, in the service's own database. */
async function quoteStore(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  const quotes = quoteModelFor(fastify.mongo);
  await quotes.init();
  fastify.decorate('quotes', quotes);
  const roiGuideRequests = roiGuideRequestModelFor(fastify.mongo);
  await roiGuideRequests.init();
  fastify.decorate('roiGuideRequests', roiGuideRequests);
  fastify.decorate('pdfFiles', createPdfFileStore(config, fastify.mongo.db));
}

export const quoteStorePlugin = fp(quoteStore, { name: 'quote-store', dependencies: ['stallplan-mongo'], fastify: '5.x' });
