import mongoose from 'mongoose';
import Fastify from 'fastify';
import { ConfigError, createMetricsRegistry, loadConfig, releaseMemoryWhenIdle, startTracing, traceLogMixin } from '@stallplan/service-kit';
import { MONGO_IDLE_CONNECTION_MS, redactUrl } from '@stallplan/service-kit/store';
import { pdfWorkerConfigSchema, type PdfWorkerConfig } from './config.js';
import { servePdfWorkerMetrics } from './jobs/serve-pdf-worker-metrics.js';
import { startPdfWorker } from './jobs/start-pdf-worker.js';
import { createPdfFileStore } from './rendering/pdf-file-store.js';
import { quoteModelFor } from './models/quote-model.js';
import { roiGuideRequestModelFor } from './models/roi-guide-request-model.js';

/**
 * `npm run worker -w services/quotes`: renders PDFs apart from the API, so rendering scales on its
 * own. Start as many as the machine holds; each keeps one warm browser.
 */
let config: PdfWorkerConfig;
try {
  config = loadConfig('quotes-worker', pdfWorkerConfigSchema);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

// Fastify's pino logger, never listening: the same JSON log lines as the services, no extra dependency.
const tracing = startTracing({ service: 'quotes-worker', endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, sampleRatio: config.OTEL_TRACES_SAMPLE_RATIO });
const log = Fastify({ logger: { level: config.LOG_LEVEL, base: { service: 'quotes-worker' }, ...(tracing ? { mixin: traceLogMixin } : {}) } }).log;
// Idle connections are let go after a busy spell, as the services' are (service-kit's mongo plugin).
const connection = mongoose.createConnection(config.MONGO_URL, {
  dbName: config.MONGO_DB ?? 'quotes',
  serverSelectionTimeoutMS: 5000,
  retryWrites: false,
  maxIdleTimeMS: MONGO_IDLE_CONNECTION_MS,
});
try {
  await connection.asPromise();
} catch (error) {
  log.fatal({ err: error }, `cannot reach MongoDB at ${redactUrl(config.MONGO_URL)}`);
  process.exit(1);
}
const db = connection.db;
if (!db) throw new Error('MongoDB connected without a database');

const metrics = createMetricsRegistry('quotes-worker');
const running = startPdfWorker({
  redisUrl: config.REDIS_URL,
  prefix: config.PDF_QUEUE_PREFIX,
  files: createPdfFileStore(config, db),
  quotes: quoteModelFor(connection),
  roiGuideRequests: roiGuideRequestModelFor(connection),
  chromiumPath: config.CHROMIUM_PATH,
  concurrency: config.PDF_CONCURRENCY,
  timeoutMs: config.PDF_JOB_TIMEOUT_MS,
  recycleAfterJobs: config.PDF_BROWSER_RECYCLE_JOBS,
  maxRssMb: config.PDF_BROWSER_MAX_RSS_MB,
  log,
  metrics,
});
log.info({ concurrency: config.PDF_CONCURRENCY }, 'pdf worker started');
const metricsSettings = { registry: metrics, host: config.METRICS_HOST ?? '127.0.0.1', redisUrl: config.REDIS_URL, prefix: config.PDF_QUEUE_PREFIX, db };
const served = config.METRICS_PORT === undefined ? null : await servePdfWorkerMetrics({ ...metricsSettings, port: config.METRICS_PORT });
// The browser and a page per concurrent job before the first job arrives, so none of them pays for a cold start.
const idleMemory = releaseMemoryWhenIdle();
running.browser.warmUp(config.PDF_CONCURRENCY).catch((error: unknown) => log.warn({ err: error }, 'pdf browser did not warm up; the first job starts it'));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'pdf worker stopping; running jobs finish first');
  await running.close();
  idleMemory.stop();
  await served?.close();
  await connection.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
