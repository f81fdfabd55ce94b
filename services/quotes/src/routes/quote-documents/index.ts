import type { FastifyInstance } from 'fastify';
import { quoteDocumentRoutes, type QuotePdfRequest } from '@stallplan/contracts';
import { AppError, type ZodTypeProvider } from '@stallplan/service-kit';
import { computeQuoteFigures, submittedTotalMismatch, type QuoteDocumentRequest } from '../../domain/quote-figures.js';
import { newQuoteNumber, quotePdfFileName, ROI_GUIDE_FILE_NAME } from '../../domain/quote-number.js';
import type { QuoteShow } from '../../domain/quote-show.js';
import { addDays, QUOTE_VALIDITY_DAYS } from '../../domain/render-quote-html.js';
import { PdfWaitExpiredError } from '../../plugins/app/pdf-queue.js';
import { ShowLookupUnavailableError } from '../../plugins/app/show-catalogue.js';
import { RENDER_PDF_VERSION } from '../../jobs/render-pdf.js';
import type { StoredQuoteDocument } from '../../models/quote-model.js';
import { sendPdf } from '../send-pdf.js';

const errorResponses = <T extends Record<number, unknown>>(responses: T) => {
  const { 200: _file, ...errors } = responses as T & { 200?: unknown };
  return errors;
};

const NOT_IN_TIME = 'The PDF could not be produced in time. Please try again in a moment.';
const NOT_RENDERED = 'The PDF could not be produced right now. Please try again in a moment.';
export const SHOW_RATES_UNAVAILABLE = "The show's space rates could not be looked up right now. Please try again in a moment.";

function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** Plain JSON of the validated request: what the stored quote keeps and the worker reads back. */
function plain<T>(value: T): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * The final quote's two documents (§7). Every printed figure is computed here from the
 * selections with `packages/pricing`; the browser's `costs` are never printed, nor is its copy of
 * the show's space rates used: the show the plan names is looked up in catalog's events list. When the total it
 * sent differs from the computed one, the difference is logged and the stored quote records both
 * (`submittedCosts`, `submittedTotal`, `totalMismatch`), so finance sees one figure and support
 * can still trace a stale or edited page.
 */
export default async function quoteDocumentRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { generateQuotePdf, generateRoiGuide } = quoteDocumentRoutes;
  const tags = ['quotes'];

  async function waitForPdf(run: () => Promise<string>): Promise<string> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PdfWaitExpiredError) {
        fastify.log.warn({ err: error }, 'pdf wait expired');
        throw new AppError('SERVICE_UNAVAILABLE', NOT_IN_TIME);
      }
      fastify.log.error({ err: error }, 'pdf rendering failed');
      throw new AppError('SERVICE_UNAVAILABLE', NOT_RENDERED);
    }
  }

  /**
   * The catalogue show the plan names. With catalog unreachable and no list held, nothing is
   * printed from half-known inputs: the request is refused with a sentence instead.
   */
  async function showOf(request: QuoteDocumentRequest): Promise<QuoteShow | null> {
    try {
      return await fastify.showCatalogue.showNamed(request.formData.exhibitionName);
    } catch (error) {
      if (error instanceof ShowLookupUnavailableError) throw new AppError('SERVICE_UNAVAILABLE', SHOW_RATES_UNAVAILABLE);
      throw error;
    }
  }

  async function storeQuote(request: QuotePdfRequest, log: FastifyInstance['log']): Promise<StoredQuoteDocument> {
    const knownShow = await showOf(request);
    const figures = computeQuoteFigures(request, knownShow?.tariff ?? null);
    const submittedTotal = submittedTotalMismatch(request, figures.quote);
    const createdAt = new Date();
    for (let attempt = 1; ; attempt += 1) {
      const quoteNumber = newQuoteNumber(createdAt);
      if (submittedTotal !== null) {
        log.warn({ quoteNumber, submittedTotal, computedTotal: figures.quote.totals.subtotal }, 'the browser sent a total that differs from the computed one');
      }
      const record: StoredQuoteDocument = {
        quoteNumber,
        createdAt,
        validUntil: addDays(createdAt, QUOTE_VALIDITY_DAYS),
        companyName: request.formData.companyName ?? 'Exhibition Participant',
        contactPerson: request.formData.contactPerson ?? request.formData.yourName ?? 'Not given',
        exhibitionName: request.formData.exhibitionName ?? 'Exhibition Event',
        quote: figures.quote,
        roi: figures.roi,
        knownShow,
        submittedCosts: request.costs ? plain(request.costs) : null,
        submittedTotal,
        totalMismatch: submittedTotal !== null,
        inputs: plain(request),
        pdfStatus: 'rendering',
        pdfFileId: null,
        pdfFileName: quotePdfFileName(quoteNumber),
        pdfError: null,
      };
      try {
        await fastify.quotes.create(record);
        return record;
      } catch (error) {
        // A clash of random suffixes on the same day: draw another number.
        if (!isDuplicateKey(error) || attempt >= 5) throw error;
      }
    }
  }

  app.post(
    generateQuotePdf.path,
    { schema: { tags, summary: generateQuotePdf.summary, body: generateQuotePdf.body, response: errorResponses(generateQuotePdf.responses) } },
    async (request, reply) => {
      const quote = await storeQuote(request.body, request.log);
      const fileId = await waitForPdf(() => fastify.pdfQueue.renderAndWait({ version: RENDER_PDF_VERSION, kind: 'quote', quoteNumber: quote.quoteNumber }, `quote-${quote.quoteNumber}`));
      const pdf = await fastify.pdfFiles.read(fileId);
      if (!pdf) throw new AppError('SERVICE_UNAVAILABLE', NOT_RENDERED);
      void reply.header('x-quote-number', quote.quoteNumber);
      return sendPdf(reply, quote.pdfFileName, pdf);
    },
  );

  app.post(
    generateRoiGuide.path,
    { schema: { tags, summary: generateRoiGuide.summary, body: generateRoiGuide.body, response: errorResponses(generateRoiGuide.responses) } },
    async (request, reply) => {
      const knownShow = await showOf(request.body);
      const figures = computeQuoteFigures(request.body, knownShow?.tariff ?? null);
      const submittedTotal = submittedTotalMismatch(request.body, figures.quote);
      if (submittedTotal !== null) request.log.warn({ submittedTotal, computedTotal: figures.quote.totals.subtotal }, 'the browser sent a total that differs from the computed one');
      const fileId = await waitForPdf(() =>
        fastify.pdfQueue.renderAndWait({ version: RENDER_PDF_VERSION, kind: 'roi-guide', issuedAt: new Date().toISOString(), request: plain(request.body), knownShow }),
      );
      const pdf = await fastify.pdfFiles.read(fileId);
      // The guide is not a record: it lives in GridFS only until it is sent.
      await fastify.pdfFiles.delete(fileId);
      if (!pdf) throw new AppError('SERVICE_UNAVAILABLE', NOT_RENDERED);
      return sendPdf(reply, ROI_GUIDE_FILE_NAME, pdf);
    },
  );
}
