import { Queue } from 'bullmq';
import type mongoose from 'mongoose';
import { collectProcessMetrics, startMetricsListener, watchDependencies, type MetricsRegistry } from '@stallplan/service-kit';
import { FOLLOWED_EVENT_STREAM, watchQueueDepth } from '@stallplan/service-kit/queues';
import { bullConnection } from './pdf-queue-connection.js';
import { PDF_QUEUE_NAME } from './render-pdf.js';

export interface PdfWorkerMetricsSettings {
  registry: MetricsRegistry;
  host: string;
  port: number;
  redisUrl: string;
  prefix: string;
  db: mongoose.mongo.Db;
}

/**
 * The worker process's `/metrics` (it has no Fastify server): process metrics, the `pdf` queue's
 * depth (what its autoscaler reads) and whether Mongo and Redis answer, beside the job and render
 * series startPdfWorker records. Close it before the process exits.
 */
export async function servePdfWorkerMetrics(settings: PdfWorkerMetricsSettings): Promise<{ url: string; close(): Promise<void> }> {
  const { registry } = settings;
  collectProcessMetrics(registry);
  // Counts only, on a connection of its own: the worker's connection is busy with blocking reads.
  const connection = bullConnection(settings.redisUrl);
  const queue = new Queue(PDF_QUEUE_NAME, { connection, prefix: settings.prefix, streams: FOLLOWED_EVENT_STREAM });
  watchQueueDepth(registry, [queue]);
  watchDependencies(
    registry,
    new Map([
      ['mongo', async () => void (await settings.db.command({ ping: 1 }))],
      ['redis', async () => void (await connection.ping())],
    ]),
  );
  const listener = await startMetricsListener({ registry, host: settings.host, port: settings.port });
  return {
    url: listener.url,
    async close() {
      await listener.close();
      await queue.close().catch(() => undefined);
      connection.disconnect();
    },
  };
}
