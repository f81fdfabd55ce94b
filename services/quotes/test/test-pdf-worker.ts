import { inject } from 'vitest';
import type { Connection } from 'mongoose';
import { startPdfWorker, type PdfWorkerSettings, type RunningPdfWorker } from '../src/jobs/start-pdf-worker.js';
import { quoteModelFor } from '../src/models/quote-model.js';
import { roiGuideRequestModelFor } from '../src/models/roi-guide-request-model.js';
import { createPdfFileStore } from '../src/rendering/pdf-file-store.js';
import { testBlobSettings } from './helper.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A PDF worker on the test run's Redis, reading and writing `connection`'s database and its PDFs, quiet unless told. */
export function startTestPdfWorker(connection: Connection, prefix: string, overrides: Partial<PdfWorkerSettings> = {}): RunningPdfWorker {
  return startPdfWorker({
    redisUrl: inject('redisUrl'),
    prefix,
    files: createPdfFileStore(testBlobSettings(connection.name)),
    quotes: quoteModelFor(connection),
    roiGuideRequests: roiGuideRequestModelFor(connection),
    chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    concurrency: 3,
    timeoutMs: 20_000,
    recycleAfterJobs: 200,
    maxRssMb: 2048,
    log: silentLog,
    ...overrides,
  });
}
