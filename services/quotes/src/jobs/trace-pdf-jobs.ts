import { runAsConsumer, runInChildSpan, TRACEPARENT_PATTERN } from '@stallplan/service-kit';
import type { PdfBrowser } from '../rendering/pdf-browser.js';
import { PDF_QUEUE_NAME, type RenderPdfJob, type RenderPdfResult } from './render-pdf.js';

/** Redis holds whatever was queued: only a well-formed traceparent is followed. */
function traceparentOf(job: RenderPdfJob): string | undefined {
  const given = (job.data as { traceparent?: unknown }).traceparent;
  return typeof given === 'string' && TRACEPARENT_PATTERN.test(given) ? given : undefined;
}

/** Each attempt of a PDF job runs in a CONSUMER span, child of the request that queued it. */
export function traceRenderPdfJobs(handler: (job: RenderPdfJob) => Promise<RenderPdfResult>): (job: RenderPdfJob) => Promise<RenderPdfResult> {
  return (job) =>
    runAsConsumer(
      `process ${PDF_QUEUE_NAME}`,
      traceparentOf(job),
      {
        'messaging.system': 'bullmq',
        'messaging.operation.type': 'process',
        'messaging.destination.name': PDF_QUEUE_NAME,
        'messaging.message.id': job.id ?? '',
        'stallplan.pdf.kind': job.data.kind,
        'stallplan.job.attempt': job.attemptsMade + 1,
      },
      () => handler(job),
    );
}

/** The Chromium render, a child span of the job's: what a slow PDF spent its time on. */
export function traceRenders(browser: Pick<PdfBrowser, 'render'>): Pick<PdfBrowser, 'render'> {
  return { render: (html, options) => runInChildSpan('render pdf', {}, () => browser.render(html, options)) };
}
