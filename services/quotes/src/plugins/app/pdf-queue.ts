import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { settleWithin } from '@stallplan/service-kit';
import type { QuotesConfig } from '../../config.js';
import { bullConnection, PDF_JOB_RETENTION } from '../../jobs/pdf-queue-connection.js';
import { PDF_QUEUE_NAME, RENDER_PDF_JOB, renderPdfResultSchema, type RenderPdfPayload } from '../../jobs/render-pdf.js';
import { startPdfWorker, type RunningPdfWorker } from '../../jobs/start-pdf-worker.js';

/** Thrown when a PDF did not arrive within the wait; the route answers 503. */
export class PdfWaitExpiredError extends Error {
  override readonly name = 'PdfWaitExpiredError';
}

export interface PdfQueue {
  queue: Queue;
  /** Queues a render and waits, at most `PDF_WAIT_MS`, for the GridFS id of its PDF. */
  renderAndWait(payload: RenderPdfPayload, jobId?: string): Promise<string>;
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

async function pdfQueue(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  const queueConnection = bullConnection(config.REDIS_URL);
  const eventsConnection = bullConnection(config.REDIS_URL);
  const jobOptions: JobsOptions = {
    attempts: config.PDF_ATTEMPTS,
    backoff: { type: 'exponential', delay: 500 },
    ...PDF_JOB_RETENTION,
  };
  const queue = new Queue(PDF_QUEUE_NAME, { connection: queueConnection, prefix: config.PDF_QUEUE_PREFIX, defaultJobOptions: jobOptions });
  const events = new QueueEvents(PDF_QUEUE_NAME, { connection: eventsConnection, prefix: config.PDF_QUEUE_PREFIX });
  queue.on('error', (error) => fastify.log.warn({ err: error }, 'pdf queue problem'));
  events.on('error', (error) => fastify.log.warn({ err: error }, 'pdf queue events problem'));
  await events.waitUntilReady();

  const db = fastify.mongo.db;
  if (!db) throw new Error('the pdf queue needs a connected database');
  const worker = config.PDF_WORKER_IN_PROCESS
    ? startPdfWorker({
        redisUrl: config.REDIS_URL,
        prefix: config.PDF_QUEUE_PREFIX,
        db,
        quotes: fastify.quotes,
        chromiumPath: config.CHROMIUM_PATH,
        concurrency: config.PDF_CONCURRENCY,
        timeoutMs: config.PDF_JOB_TIMEOUT_MS,
        recycleAfterJobs: config.PDF_BROWSER_RECYCLE_JOBS,
        maxRssMb: config.PDF_BROWSER_MAX_RSS_MB,
        log: fastify.log,
      })
    : null;

  fastify.decorate('pdfQueue', {
    queue,
    worker,
    async renderAndWait(payload, jobId) {
      const job = await settleWithin(queue.add(RENDER_PDF_JOB, payload, jobId ? { jobId } : {}), ENQUEUE_WAIT_MS, `the PDF queue did not take the job within ${ENQUEUE_WAIT_MS} ms`);
      try {
        const result = renderPdfResultSchema.parse(await job.waitUntilFinished(events, config.PDF_WAIT_MS));
        return result.fileId;
      } catch (error) {
        if (error instanceof Error && /timed out before finishing/i.test(error.message)) {
          // Nobody waits for it any more: drop it if no worker has started it yet.
          if ((await job.getState().catch(() => 'unknown')) === 'waiting') await job.remove().catch(() => undefined);
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
