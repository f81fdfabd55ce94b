import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Queue, QueueEvents, type Job, type JobsOptions } from 'bullmq';
import { activeTraceparent, settleWithin } from '@stallplan/service-kit';
import { FOLLOWED_EVENT_STREAM, watchQueueDepth } from '@stallplan/service-kit/queues';
import type { QuotesConfig } from '../../config.js';
import { bullConnection, PDF_JOB_RETENTION } from '../../jobs/pdf-queue-connection.js';
import { PDF_QUEUE_NAME, RENDER_PDF_JOB, renderPdfResultSchema, type RenderPdfJob, type RenderPdfPayload } from '../../jobs/render-pdf.js';
import { startPdfWorker, type RunningPdfWorker } from '../../jobs/start-pdf-worker.js';

/** Thrown when a PDF did not arrive within the wait; the route answers 503. */
export class PdfWaitExpiredError extends Error {
  override readonly name = 'PdfWaitExpiredError';
}

/** The caller went away before its job was started; the job was taken off the queue. */
export class PdfWithdrawnError extends Error {
  override readonly name = 'PdfWithdrawnError';
}

export interface RenderOptions {
  jobId?: string;
  /**
   * The client's place among its own PDFs in flight (1 for its only one). Workers take lower
   * numbers first, oldest first within a number, so each client's first PDF goes before anyone's
   * second: a client flooding the queue waits behind the others in turn, round by round.
   */
  priority: number;
  /** Aborted when the caller hangs up: a job not yet started is removed. */
  signal?: AbortSignal;
}

export interface PdfQueue {
  queue: Queue<RenderPdfJob>;
  /**
   * Queues a render and waits, at most `PDF_WAIT_MS`, for the blob id of its PDF. Throws
   * PdfWithdrawnError when the signal aborts before a worker started the job.
   */
  renderAndWait(payload: RenderPdfPayload, options: RenderOptions): Promise<string>;
  /** The in-process worker, when this process runs one. */
  worker: RunningPdfWorker | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfQueue: PdfQueue;
  }
}

/**
 * How long a request waits for Redis to take its job. The queue's connection waits for Redis for
 * ever (BullMQ needs that), so without a bound a PDF request would hang while Redis is away; it
 * answers 503 instead, like any other rendering failure.
 */
const ENQUEUE_WAIT_MS = 2_000;

/** States of a job no worker holds yet: such a job can be taken off the queue. */
const NOT_STARTED = new Set(['waiting', 'prioritized', 'delayed', 'waiting-children']);

/** Removes a job nobody waits for any more, if no worker has started it; true when it was removed. */
async function withdraw(job: Job): Promise<boolean> {
  const state = await job.getState().catch(() => 'unknown');
  if (!NOT_STARTED.has(state)) return false;
  // A worker may take it between the two calls: BullMQ then refuses the removal of a locked job.
  return job.remove().then(
    () => true,
    () => false,
  );
}

/** The job's result, or PdfWithdrawnError as soon as the signal aborts while the job is still queued. */
async function finishedUnlessWithdrawn<T>(job: Job, finished: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = () => undefined as void;
  const withdrawn = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      void withdraw(job).then((removed) => {
        if (removed) reject(new PdfWithdrawnError(`PDF job ${job.id ?? '?'} was withdrawn: its caller hung up before it started.`));
      });
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([finished, withdrawn]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

async function pdfQueue(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  const queueConnection = bullConnection(config.REDIS_URL);
  const eventsConnection = bullConnection(config.REDIS_URL);
  const jobOptions: JobsOptions = {
    attempts: config.PDF_ATTEMPTS,
    backoff: { type: 'exponential', delay: 500 },
    ...PDF_JOB_RETENTION,
  };
  const queue = new Queue<RenderPdfJob>(PDF_QUEUE_NAME, {
    connection: queueConnection,
    prefix: config.PDF_QUEUE_PREFIX,
    streams: FOLLOWED_EVENT_STREAM,
    defaultJobOptions: jobOptions,
  });
  const events = new QueueEvents(PDF_QUEUE_NAME, { connection: eventsConnection, prefix: config.PDF_QUEUE_PREFIX });
  queue.on('error', (error) => fastify.log.warn({ err: error }, 'pdf queue problem'));
  events.on('error', (error) => fastify.log.warn({ err: error }, 'pdf queue events problem'));
  await events.waitUntilReady();
  watchQueueDepth(fastify.metrics, [queue]);

  const worker = config.PDF_WORKER_IN_PROCESS
    ? startPdfWorker({
        redisUrl: config.REDIS_URL,
        prefix: config.PDF_QUEUE_PREFIX,
        files: fastify.pdfFiles,
        quotes: fastify.quotes,
        roiGuideRequests: fastify.roiGuideRequests,
        chromiumPath: config.CHROMIUM_PATH,
        concurrency: config.PDF_CONCURRENCY,
        timeoutMs: config.PDF_JOB_TIMEOUT_MS,
        recycleAfterJobs: config.PDF_BROWSER_RECYCLE_JOBS,
        maxRssMb: config.PDF_BROWSER_MAX_RSS_MB,
        log: fastify.log,
        metrics: fastify.metrics,
      })
    : null;

  fastify.decorate('pdfQueue', {
    queue,
    worker,
    async renderAndWait(payload, { jobId, priority, signal }) {
      // The worker's span continues this request's trace (see jobs/render-pdf.ts).
      const traceparent = activeTraceparent();
      const job = await settleWithin(
        queue.add(RENDER_PDF_JOB, traceparent ? { ...payload, traceparent } : payload, { priority, ...(jobId ? { jobId } : {}) }),
        ENQUEUE_WAIT_MS,
        `the PDF queue did not take the job within ${ENQUEUE_WAIT_MS} ms`,
      );
      const finished = job.waitUntilFinished(events, config.PDF_WAIT_MS);
      // A withdrawn caller stops listening; the wait's own time-out must not surface unhandled.
      finished.catch(() => undefined);
      try {
        const result = renderPdfResultSchema.parse(await (signal ? finishedUnlessWithdrawn(job, finished, signal) : finished));
        return result.fileId;
      } catch (error) {
        if (error instanceof Error && /timed out before finishing/i.test(error.message)) {
          // Nobody waits for it any more: drop it if no worker has started it yet.
          await withdraw(job);
          throw new PdfWaitExpiredError(`PDF job ${job.id ?? '?'} did not finish within ${config.PDF_WAIT_MS} ms.`);
        }
        throw error;
      }
    },
  } satisfies PdfQueue);

  fastify.addHook('onClose', async () => {
    await worker?.close();
    await events.close().catch(() => undefined);
    await queue.close().catch(() => undefined);
    queueConnection.disconnect();
    eventsConnection.disconnect();
  });
}

export const pdfQueuePlugin = fp(pdfQueue, { name: 'pdf-queue', dependencies: ['stallplan-mongo', 'quote-store'], fastify: '5.x' });
