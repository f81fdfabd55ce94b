import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { QuotePdfRequest } from '@stallplan/contracts';
import { AppError, isDuplicateKeyError } from '@stallplan/service-kit';
import { type OpenedBlob } from '@stallplan/service-kit/store';
import { computeQuoteFigures, submittedTotalMismatch } from '../../domain/quote-figures.js';
import { quoteGeneratedEvent } from '../../domain/quote-generated-event.js';
import { newQuoteNumber, quotePdfFileName } from '../../domain/quote-number.js';
import type { QuoteShow } from '../../domain/quote-show.js';
import { addDays, QUOTE_VALIDITY_DAYS } from '../../domain/render-quote-html.js';
import { QUOTE_JOB_VERSION } from '../../jobs/render-pdf.js';
import type { StoredQuoteDocument } from '../../models/quote-model.js';
import type { PdfSlot } from './pdf-client-slots.js';
import { PdfWaitExpiredError, PdfWithdrawnError } from './pdf-queue.js';
import { ShowLookupUnavailableError } from './show-catalogue.js';

const NOT_IN_TIME = 'The PDF could not be produced in time. Please try again in a moment.';
export const PDF_NOT_RENDERED = 'The PDF could not be produced right now. Please try again in a moment.';
/** A client's PDFs take about a second each; by then one of its slots is usually free. */
export const PDF_RETRY_AFTER_SECONDS = 3;
export const tooManyPdfsMessage = (limit: number) =>
  `You already have ${limit === 1 ? 'a PDF' : `${limit} PDFs`} being made. Please wait until ${limit === 1 ? 'it is' : 'one of them is'} ready, then try again.`;
export const SHOW_RATES_UNAVAILABLE = "The show's space rates could not be looked up right now. Please try again in a moment.";

export interface QuotePdfOptions {
  /**
   * The show to price the space with, as it was looked up when the figures were first made (a saved
   * plan's version); absent: looked up now.
   */
  knownShow?: QuoteShow | null;
  /** The saved plan the quote is made for; its PDF is then kept as long as the plan. */
  planId?: string;
}

/**
 * The final quote's PDF, made one way for every route that makes one: a client slot first, then
 * the stored quote with figures computed here, then the rendering job, then the file.
 */
export interface QuotePdfMaker {
  /** Runs `work` holding one of the client's PDF slots (429 with Retry-After beyond the limit), freed however it ends. */
  withSlot<T>(request: FastifyRequest, reply: FastifyReply, work: (slot: PdfSlot, signal: AbortSignal) => Promise<T>): Promise<T>;
  /** The catalogue show an exhibition name names; 503 with a sentence when catalog cannot be asked. */
  showNamed(exhibitionName: string | null | undefined): Promise<QuoteShow | null>;
  /** Waits for a rendering, turning its failures into 503s with a sentence. */
  waitForPdf(run: () => Promise<string>): Promise<string>;
  /**
   * Stores the quote, renders its PDF and answers both, the PDF opened for streaming from the blob
   * store; the caller holds nothing else.
   */
  make(
    request: FastifyRequest,
    reply: FastifyReply,
    input: QuotePdfRequest,
    options?: QuotePdfOptions,
  ): Promise<{ quote: StoredQuoteDocument; file: OpenedBlob }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    quotePdfMaker: QuotePdfMaker;
  }
}

/** Plain JSON of the validated request: what the stored quote keeps and the worker reads back. */
function plain<T>(value: T): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export function createQuotePdfMaker(fastify: FastifyInstance): QuotePdfMaker {
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
      throw new AppError('SERVICE_UNAVAILABLE', PDF_NOT_RENDERED);
    }
    if (!slot) {
      void reply.header('retry-after', String(PDF_RETRY_AFTER_SECONDS));
      throw new AppError('TOO_MANY_REQUESTS', tooManyPdfsMessage(fastify.pdfSlots.limit));
    }
    return slot;
  }

  const maker: QuotePdfMaker = {
    async withSlot(request, reply, work) {
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
    },

    /**
     * The catalogue show the plan names. With catalog unreachable and no list held, nothing is
     * printed from half-known inputs: the request is refused with a sentence instead.
     */
    async showNamed(exhibitionName) {
      try {
        return await fastify.showCatalogue.showNamed(exhibitionName);
      } catch (error) {
        if (error instanceof ShowLookupUnavailableError) throw new AppError('SERVICE_UNAVAILABLE', SHOW_RATES_UNAVAILABLE);
        throw error;
      }
    },

    async waitForPdf(run) {
      try {
        return await run();
      } catch (error) {
        if (error instanceof PdfWithdrawnError) {
          fastify.log.info({ err: error }, 'pdf request withdrawn');
          throw new AppError('SERVICE_UNAVAILABLE', PDF_NOT_RENDERED);
        }
        if (error instanceof PdfWaitExpiredError) {
          fastify.log.warn({ err: error }, 'pdf wait expired');
          throw new AppError('SERVICE_UNAVAILABLE', NOT_IN_TIME);
        }
        fastify.log.error({ err: error }, 'pdf rendering failed');
        throw new AppError('SERVICE_UNAVAILABLE', PDF_NOT_RENDERED);
      }
    },

    make: (request, reply, input, options = {}) =>
      maker.withSlot(request, reply, async (slot, signal) => {
        const { quote, id } = await storeQuote(input, request.log, options);
        const payload = { version: QUOTE_JOB_VERSION, kind: 'quote', quoteNumber: quote.quoteNumber } as const;
        const fileId = await maker.waitForPdf(async () => {
          try {
            return await fastify.pdfQueue.renderAndWait(payload, { jobId: `quote-${quote.quoteNumber}`, priority: slot.position, signal });
          } catch (error) {
            // Withdrawn before it was rendered: nobody ever saw its number, so nothing is kept.
            if (error instanceof PdfWithdrawnError) await fastify.quotes.deleteOne({ quoteNumber: quote.quoteNumber, pdfFileId: null });
            throw error;
          }
        });
        const file = await fastify.pdfFiles.open(fileId);
        if (!file) throw new AppError('SERVICE_UNAVAILABLE', PDF_NOT_RENDERED);
        const event = quoteGeneratedEvent(id, quote, input.formData);
        try {
          await fastify.integrationEvents.publish('quote.generated', event.data, event.contact);
        } catch (error) {
          file.stream.destroy();
          throw error;
        }
        return { quote, file };
      }),
  };

  /** The stored quote and its database id. */
  async function storeQuote(request: QuotePdfRequest, log: FastifyBaseLogger, options: QuotePdfOptions): Promise<{ quote: StoredQuoteDocument; id: string }> {
    const knownShow = options.knownShow !== undefined ? options.knownShow : await maker.showNamed(request.formData.exhibitionName);
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
        ...(options.planId ? { planId: options.planId } : {}),
      };
      try {
        const stored = await fastify.quotes.create(record);
        return { quote: record, id: stored._id.toHexString() };
      } catch (error) {
        // A clash of random suffixes on the same day: draw another number.
        if (!isDuplicateKeyError(error) || attempt >= 5) throw error;
      }
    }
  }

  return maker;
}

async function quotePdfMaker(fastify: FastifyInstance) {
  fastify.decorate('quotePdfMaker', createQuotePdfMaker(fastify));
}

export const quotePdfMakerPlugin = fp(quotePdfMaker, {
  name: 'quote-pdf-maker',
  fastify: '5.x',
  dependencies: ['quote-store', 'pdf-queue', 'pdf-client-slots', 'show-catalogue'],
});
