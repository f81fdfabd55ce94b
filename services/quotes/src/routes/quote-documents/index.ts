import type { FastifyInstance } from 'fastify';
import { quoteDocumentRoutes } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import { computeQuoteFigures, submittedTotalMismatch } from '../../domain/quote-figures.js';
import { ROI_GUIDE_FILE_NAME } from '../../domain/quote-number.js';
import { ROI_GUIDE_JOB_VERSION } from '../../jobs/render-pdf.js';
import { PDF_NOT_RENDERED } from '../../plugins/app/quote-pdf-maker.js';
import { sendPdf } from '../send-pdf.js';

export { PDF_RETRY_AFTER_SECONDS, SHOW_RATES_UNAVAILABLE, tooManyPdfsMessage } from '../../plugins/app/quote-pdf-maker.js';

/** Plain JSON of the validated request: what the worker reads back. */
function plain<T>(value: T): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * The final quote's two documents (see docs/planner.md#documents). Every printed figure is computed from the selections with
 * `packages/pricing` (plugins/app/quote-pdf-maker.ts); the browser's `costs` are never printed, nor
 * is its copy of the show's space rates used: the show the plan names is looked up in catalog's
 * events list. When the total it sent differs from the computed one, the difference is logged and
 * the stored quote records both (`submittedCosts`, `submittedTotal`, `totalMismatch`), so finance
 * sees one figure and support can still trace a stale or edited page.
 */
export default async function quoteDocumentRouteHandlers(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { generateQuotePdf, generateRoiGuide } = quoteDocumentRoutes;
  const tags = ['quotes'];
  const maker = fastify.quotePdfMaker;

  app.route({
    ...fromContract(generateQuotePdf, { tags }),
    handler: async (request, reply) => {
      const { quote, file } = await maker.make(request, reply, request.body);
      void reply.header('x-quote-number', quote.quoteNumber);
      return sendPdf(reply, quote.pdfFileName, file);
    },
  });

  app.route({
    ...fromContract(generateRoiGuide, { tags }),
    handler: async (request, reply) =>
      maker.withSlot(request, reply, async (slot, signal) => {
        const knownShow = await maker.showNamed(request.body.formData.exhibitionName);
        const figures = computeQuoteFigures(request.body, knownShow?.tariff ?? null);
        const submittedTotal = submittedTotalMismatch(request.body, figures.quote);
        if (submittedTotal !== null)
          request.log.warn({ submittedTotal, computedTotal: figures.quote.totals.subtotal }, 'the browser sent a total that differs from the computed one');
        // The exhibitor's details stay in the database; the job carries the stored request's id.
        const fileId = await maker.waitForPdf(async () => {
          const stored = await fastify.roiGuideRequests.create({ request: plain(request.body), knownShow, issuedAt: new Date() });
          const payload = { version: ROI_GUIDE_JOB_VERSION, kind: 'roi-guide', requestId: stored._id.toHexString() } as const;
          try {
            return await fastify.pdfQueue.renderAndWait(payload, { priority: slot.position, signal });
          } finally {
            // Kept only while someone waits for the guide; a job that runs later finds nothing and stops.
            const warn = (error: unknown) => request.log.warn({ err: error }, 'roi guide request not deleted');
            await fastify.roiGuideRequests.deleteOne({ _id: stored._id }).catch(warn);
          }
        });
        const file = await fastify.pdfFiles.open(fileId);
        if (!file) throw new AppError('SERVICE_UNAVAILABLE', PDF_NOT_RENDERED);
        // The guide is not a record: it is kept only until it is sent (or the caller hangs up).
        file.stream.once('close', () => void fastify.pdfFiles.delete(fileId));
        return sendPdf(reply, ROI_GUIDE_FILE_NAME, file);
      }),
  });
}
