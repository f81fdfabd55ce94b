import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { quoteDocumentRoutes, type QuotePdfRequest } from '@stallplan/contracts';
import { AppError, type ZodTypeProvider } from '@stallplan/service-kit';
import { computeQuoteFigures, submittedTotalMismatch, type QuoteDocumentRequest } from '../../domain/quote-figures.js';
import { newQuoteNumber, quotePdfFileName, ROI_GUIDE_FILE_NAME } from '../../domain/quote-number.js';
import type { QuoteShow } from '../../domain/quote-show.js';
import { addDays, QUOTE_VALIDITY_DAYS } from '../../domain/render-quote-html.js';
import type { PdfSlot } from '../../plugins/app/pdf-client-slots.js';
import { PdfWaitExpiredError, PdfWithdrawnError } from '../../plugins/app/pdf-queue.js';
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
/** A client's PDFs take about a second each; by then one of its slots is usually free. */
export const PDF_RETRY_AFTER_SECONDS = 3;
export const tooManyPdfsMessage = (limit: number) =>
  `You already have ${limit === 1 ? 'a PDF' : `${limit} PDFs`} being made. Please wait until ${limit === 1 ? 'it is' : 'one of them is'} ready, then try again.`;
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

  /**
   * One of the client's PDF slots (request.ip: the gateway forwards the client's address), before
   * anything is stored or queued; beyond the limit, 429 with Retry-After.
   */
  async function takeSlot(request: FastifyRequest, reply: FastifyReply): Promise<PdfSlot> {
    let slot: PdfSlot | null;
    try {
      slot = await fastify.pdfSlots.take(request.ip);
    } catch (error) {
      // The queue lives in the same Redis: without it no PDF could be made anyway.
      request.log.error({ err: error }, 'pdf slots could not be counted');
      throw new AppError('SERVICE_UNAVAILABLE', NOT_RENDERED);
    }
    if (!slot) {
      void reply.header('retry-after', String(PDF_RETRY_AFTER_SECONDS));
      throw new AppError('TOO_MANY_REQUESTS', tooManyPdfsMessage(fastify.pdfSlots.limit));
    }
    return slot;
  }

  /** Runs `work` holding a slot, and frees it however the work ends. */
  async function withSlot<T>(request: FastifyRequest, reply: FastifyReply, work: (slot: PdfSlot, signal: AbortSignal) => Promise<T>): Promise<T> {
    const slot = await takeSlot(request, reply);
    // The caller hanging up before its answer is sent: a job still queued is withdrawn.
    const hangUp = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableEnded) hangUp.abort();
    };
    reply.raw.on('close', onClose);
    try {
      return await work(slot, hangUp.signal);
    } finally {
      reply.raw.off('close', onClose);
      await slot.release().catch((error: unknown) => request.log.warn({ err: error }, 'a pdf slot could not be freed; it lapses by itself'));
    }
  }

  async function waitForPdf(run: () => Promise<string>): Promise<string> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PdfWithdrawnError) {
        fastify.log.info({ err: error }, 'pdf request withdrawn');
        throw new AppError('SERVICE_UNAVAILABLE', NOT_RENDERED);
      }
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
    async (request, reply) =>
      withSlot(request, reply, async (slot, signal) => {
        const quote = await storeQuote(request.body, request.log);
        const payload = { version: RENDER_PDF_VERSION, kind: 'quote', quoteNumber: quote.quoteNumber } as const;
        const fileId = await waitForPdf(async () => {
          try {
            return await fastify.pdfQueue.renderAndWait(payload, { jobId: `quote-${quote.quoteNumber}`, priority: slot.position, signal });
          } catch (error) {
            // Withdrawn before it was rendered: nobody ever saw its number, so nothing is kept.
            if (error instanceof PdfWithdrawnError) await fastify.quotes.deleteOne({ quoteNumber: quote.quoteNumber, pdfFileId: null });
            throw error;
          }
        });
        const pdf = await fastify.pdfFiles.read(fileId);
        if (!pdf) throw new AppError('SERVICE_UNAVAILABLE', NOT_RENDERED);
        void reply.header('x-quote-number', quote.quoteNumber);
        return sendPdf(reply, quote.pdfFileName, pdf);
      }),
  );

  app.post(
    generateRoiGuide.path,
    { schema: { tags, summary: generateRoiGuide.summary, body: generateRoiGuide.body, response: errorResponses(generateRoiGuide.responses) } },
    async (request, reply) =>
      withSlot(request, reply, async (slot, signal) => {
        const knownShow = await showOf(request.body);
        const figures = computeQuoteFigures(request.body, knownShow?.tariff ?? null);
        const submittedTotal = submittedTotalMismatch(request.body, figures.quote);
        if (submittedTotal !== null) request.log.warn({ submittedTotal, computedTotal: figures.quote.totals.subtotal }, 'the browser sent a total that differs from the computed one');
        const payload = { version: RENDER_PDF_VERSION, kind: 'roi-guide', issuedAt: new Date().toISOString(), request: plain(request.body), knownShow } as const;
        const fileId = await waitForPdf(() => fastify.pdfQueue.renderAndWait(payload, { priority: slot.position, signal }));
        const pdf = await fastify.pdfFiles.read(fileId);
        // The guide is not a record: it lives in GridFS only until it is sent.
        await fastify.pdfFiles.delete(fileId);
        if (!pdf) throw new AppError('SERVICE_UNAVAILABLE', NOT_RENDERED);
        return sendPdf(reply, ROI_GUIDE_FILE_NAME, pdf);
      }),
  );
}
