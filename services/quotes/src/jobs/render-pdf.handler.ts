import { quotePdfRequestSchema, roiGuideRequestSchema } from '@stallplan/contracts';
import { UnrecoverableError } from 'bullmq';
import type { Histogram } from '@stallplan/service-kit';
import { pageFooter } from '../domain/document-style.js';
import { computeQuoteFigures } from '../domain/quote-figures.js';
import { ROI_GUIDE_FILE_NAME } from '../domain/quote-number.js';
import { renderQuoteHtml } from '../domain/render-quote-html.js';
import { renderRoiGuideHtml } from '../domain/render-roi-guide-html.js';
import type { QuoteModel, QuoteRecord } from '../models/quote-model.js';
import type { RoiGuideRequestModel } from '../models/roi-guide-request-model.js';
import { storedQuoteTariff } from '../models/stored-quote-figures.js';
import type { PdfBrowser } from '../rendering/pdf-browser.js';
import { PDF_CONTENT_TYPE, type PdfFileStore } from '../rendering/pdf-file-store.js';
import { renderPdfPayloadSchema, type RenderPdfJob, type RenderPdfResult } from './render-pdf.js';

export interface RenderPdfDependencies {
  quotes: QuoteModel;
  roiGuideRequests: RoiGuideRequestModel;
  files: PdfFileStore;
  browser: Pick<PdfBrowser, 'render'>;
  /** One attempt's limit; its page is closed when it runs out and BullMQ retries. */
  timeoutMs: number;
  /** Chromium's time per printed document, by kind; renders that failed are not timed. */
  renderSeconds?: Histogram<'kind'>;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function timed<T>(histogram: Histogram<'kind'> | undefined, kind: string, work: () => Promise<T>): Promise<T> {
  const stop = histogram?.startTimer({ kind });
  const result = await work();
  stop?.();
  return result;
}

async function withTimeout<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`Rendering took longer than ${timeoutMs} ms.`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders a quote or an ROI guide (each from its stored record) to PDF and stores it in
 * the blob store. Chromium runs in its own process, so the event loop stays free to renew the job's lock.
 */
export function createRenderPdfHandler(deps: RenderPdfDependencies) {
  return async function renderPdf(job: RenderPdfJob): Promise<RenderPdfResult> {
    // Checked all the same: Redis holds whatever an API of another version queued.
    const payload = renderPdfPayloadSchema.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError(`Job ${job.id ?? '?'} does not carry a render-pdf payload.`);

    if (payload.data.kind === 'roi-guide') {
      const guide =
        payload.data.version === 2
          ? { ...payload.data, issuedAt: new Date(payload.data.issuedAt) }
          : await deps.roiGuideRequests.findById(payload.data.requestId).lean();
      // Its route deletes the request once it stops waiting: nobody wants this guide any more.
      if (!guide) throw new UnrecoverableError(`The ROI guide request of job ${job.id ?? '?'} is gone.`);
      const request = roiGuideRequestSchema.safeParse(guide.request);
      if (!request.success) throw new UnrecoverableError('The ROI guide request in this job is not valid.');
      const { knownShow } = guide;
      const figures = computeQuoteFigures(request.data, knownShow?.tariff ?? null);
      const html = renderRoiGuideHtml({ request: request.data, figures, issuedAt: guide.issuedAt });
      const pdf = await timed(deps.renderSeconds, 'roi-guide', () =>
        withTimeout(deps.timeoutMs, (signal) => deps.browser.render(html, { signal, footerTemplate: pageFooter('StallPlan ROI Planning Guide') })),
      );
      const metadata = { kind: 'roi-guide', jobId: job.id };
      return { fileId: await deps.files.put(pdf, { contentType: PDF_CONTENT_TYPE, filename: ROI_GUIDE_FILE_NAME, metadata }) };
    }

    const quote = await deps.quotes.findOne({ quoteNumber: payload.data.quoteNumber }).lean<QuoteRecord>();
    if (!quote) throw new UnrecoverableError(`Quote ${payload.data.quoteNumber} does not exist.`);
    // An earlier attempt stored the PDF but died before BullMQ recorded it: no second copy.
    if (quote.pdfFileId) return { fileId: quote.pdfFileId };
    const request = quotePdfRequestSchema.safeParse(quote.inputs);
    if (!request.success) throw new UnrecoverableError(`Quote ${quote.quoteNumber} holds inputs that are no longer valid.`);

    const html = renderQuoteHtml({
      quoteNumber: quote.quoteNumber,
      issuedAt: quote.createdAt,
      request: request.data,
      figures: computeQuoteFigures(request.data, storedQuoteTariff(quote, request.data)),
      knownShow: quote.knownShow ?? null,
    });
    let pdf: Buffer;
    try {
      pdf = await timed(deps.renderSeconds, 'quote', () =>
        withTimeout(deps.timeoutMs, (signal) => deps.browser.render(html, { signal, footerTemplate: pageFooter(`Quote ${quote.quoteNumber}`) })),
      );
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) await deps.quotes.updateOne({ quoteNumber: quote.quoteNumber }, { $set: { pdfStatus: 'failed', pdfError: describe(error) } });
      throw error;
    }
    const metadata = { kind: 'quote', quoteNumber: quote.quoteNumber };
    const fileId = await deps.files.put(pdf, { contentType: PDF_CONTENT_TYPE, filename: quote.pdfFileName, metadata });
    const stored = await deps.quotes.updateOne(
      { quoteNumber: quote.quoteNumber, pdfFileId: null },
      { $set: { pdfFileId: fileId, pdfStatus: 'ready', pdfError: null } },
    );
    if (stored.modifiedCount === 0) {
      // Another attempt (a stalled one that came back) got there first: keep its file.
      await deps.files.delete(fileId);
      const winner = await deps.quotes.findOne({ quoteNumber: quote.quoteNumber }).lean();
      if (winner?.pdfFileId) return { fileId: winner.pdfFileId };
    }
    return { fileId };
  };
}
