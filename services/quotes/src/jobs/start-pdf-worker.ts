import { Worker, type WorkerOptions } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { pdfRenderSeconds, type MetricsRegistry } from '@stallplan/service-kit';
import { recordJobMetrics } from '@stallplan/service-kit/queues';
import type { QuoteModel } from '../models/quote-model.js';
import type { RoiGuideRequestModel } from '../models/roi-guide-request-model.js';
import { PdfBrowser } from '../rendering/pdf-browser.js';
import type { PdfFileStore } from '../rendering/pdf-file-store.js';
import { bullConnection } from './pdf-queue-connection.js';
import { PDF_QUEUE_NAME, type RENDER_PDF_JOB, type RenderPdfPayload, type RenderPdfResult } from './render-pdf.js';
import { createRenderPdfHandler } from './render-pdf.handler.js';
import { traceRenderPdfJobs, traceRenders } from './trace-pdf-jobs.js';

export interface PdfWorkerSettings {
  redisUrl: string;
  prefix: string;
  /** Where the PDFs go: the store the API reads them from. */
  files: PdfFileStore;
  quotes: QuoteModel;
  roiGuideRequests: RoiGuideRequestModel;
  chromiumPath: string;
  concurrency: number;
  timeoutMs: number;
  recycleAfterJobs: number;
  maxRssMb: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tests shorten the lock so a killed worker's job comes back quickly. */
  workerOptions?: Partial<Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>>;
  /** Where job timings, failures and render times are recorded (the process's `/metrics`). */
  metrics?: MetricsRegistry;
  /** Tests wrap the browser to hold a job mid-render. */
  wrapBrowser?: (browser: PdfBrowser) => Pick<PdfBrowser, 'render'>;
}

export interface RunningPdfWorker {
  worker: Worker<RenderPdfPayload, RenderPdfResult, typeof RENDER_PDF_JOB>;
  browser: PdfBrowser;
  /** Stops taking jobs, lets the running ones finish (unless forced), closes the browser and Redis. */
  close(force?: boolean): Promise<void>;
}

/** A BullMQ worker on the `pdf` queue with one warm browser shared by its concurrent jobs. */
export function startPdfWorker(settings: PdfWorkerSettings): RunningPdfWorker {
  const browser = new PdfBrowser({ executablePath: settings.chromiumPath, recycleAfterJobs: settings.recycleAfterJobs, maxRssMb: settings.maxRssMb });
  const connection: Redis = bullConnection(settings.redisUrl);
  const handler = createRenderPdfHandler({
    quotes: settings.quotes,
    roiGuideRequests: settings.roiGuideRequests,
    files: settings.files,
    browser: traceRenders(settings.wrapBrowser ? settings.wrapBrowser(browser) : browser),
    timeoutMs: settings.timeoutMs,
    ...(settings.metrics ? { renderSeconds: pdfRenderSeconds(settings.metrics) } : {}),
  });
  const worker = new Worker<RenderPdfPayload, RenderPdfResult, typeof RENDER_PDF_JOB>(PDF_QUEUE_NAME, traceRenderPdfJobs(handler), {
    connection,
    prefix: settings.prefix,
    concurrency: settings.concurrency,
    // The lock outlives the slowest allowed attempt, so a healthy render is never taken as stalled.
    lockDuration: Math.max(30_000, settings.timeoutMs * 2),
    ...settings.workerOptions,
  });
  worker.on('failed', (job, error) => settings.log.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'pdf job attempt failed'));
  worker.on('error', (error) => settings.log.error({ err: error }, 'pdf worker problem'));
  if (settings.metrics) recordJobMetrics(settings.metrics, worker);
  return {
    worker,
    browser,
    async close(force = false) {
      await worker.close(force).catch((error: unknown) => settings.log.warn({ err: error }, 'pdf worker did not close cleanly'));
      await browser.close();
      connection.disconnect();
    },
  };
}
