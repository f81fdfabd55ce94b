import { z } from 'zod';
import {
  baseConfigShape,
  dataServiceConfigShape,
  metricsConfigShape,
  mongoConfigShape,
  redisConfigShape,
  refuseSharedTokenSecrets,
  tracingConfigShape,
} from '@stallplan/service-kit';
import { blobStoreConfigShape, refuseIncompleteBlobStore } from '@stallplan/service-kit/store';

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const serviceUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** What rendering needs, shared by the API (with an in-process worker) and the worker process. */
export const pdfRenderingConfigShape = {
  /** Where the PDFs are kept (docs/operations.md#blobs): the API and every worker must name the same store. */
  ...blobStoreConfigShape,
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Pages rendered at once by one worker, all in its one browser. */
  PDF_CONCURRENCY: count(1, 16).default(3),
  /** One attempt may take this long before its page is closed and the attempt fails. */
  PDF_JOB_TIMEOUT_MS: count(1000, 120_000).default(20_000),
  PDF_ATTEMPTS: count(1, 10).default(3),
  /** A fresh browser after this many jobs, or once the browser process grows past the RSS limit. */
  PDF_BROWSER_RECYCLE_JOBS: count(1, 100_000).default(200),
  PDF_BROWSER_MAX_RSS_MB: count(64, 16_384).default(768),
  /** Keys in Redis start with this, so several stacks (and test files) can share one Redis. */
  PDF_QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be letters, digits, :, _ or -')
    .default('stallplan'),
};

export const quotesConfigSchema = z
  .object({
    ...dataServiceConfigShape(5104),
    ...pdfRenderingConfigShape,
    /**
     * catalog, whose events list (`GET /api/events`) gives the published space rates of the show a
     * plan names. The quotes service prices space from it, never from the browser's copy.
     */
    CATALOG_URL: serviceUrl.transform((url) => url.replace(/\/+$/, '')),
    /** How long a request waits for catalog's events list before the quote is refused with 503. */
    CATALOG_TIMEOUT_MS: count(100, 30_000).default(2000),
    /** How long the events list is kept in the process; it changes only with a catalog release. */
    EVENTS_CACHE_TTL_MS: count(1000, 86_400_000).default(300_000),
    /** How long an HTTP call waits for its PDF before answering 503. */
    PDF_WAIT_MS: count(1000, 300_000).default(45_000),
    /**
     * The API only queues PDFs; `quotes-worker` processes (`node dist/worker.js`) render them and scale on
     * their own. true: this process renders as well (a quotes service with no worker beside it).
     */
    PDF_WORKER_IN_PROCESS: z.stringbool({ error: 'must be true or false' }).default(false),
    /**
     * PDFs (quotes and ROI guides together) one client may have in flight at once, counted in Redis
     * across every API process; one more gets 429 with Retry-After.
     */
    PDF_JOBS_PER_CLIENT: count(1, 100).default(2),
    /** A stored quote PDF that is not pinned is removed this many days after the quote was made. */
    PDF_RETENTION_DAYS: count(1, 3650).default(30),
    /** How often the retention sweep runs; one API process sweeps per period, whichever gets there first. */
    PDF_RETENTION_SWEEP_MS: count(1000, 86_400_000).default(3_600_000),
    /** notify, for the saved-plan mails (edit link, sign-in link, answers, retention warning); unset: nothing is sent. */
    NOTIFY_URL: serviceUrl.transform((url) => url.replace(/\/+$/, '')).optional(),
    /** The address people open StallPlan at (the gateway), for the private links in mails and answers. */
    PUBLIC_BASE_URL: serviceUrl.default('http://localhost:5000').transform((url) => url.replace(/\/+$/, '')),
    /** A saved plan nobody opened or saved for this many months is warned about, then deleted (docs/saved-plans.md#retention). */
    PLAN_RETENTION_MONTHS: count(1, 120).default(24),
    /** Days between the retention warning and the deletion; opening the plan meanwhile keeps it. */
    PLAN_RETENTION_WARNING_DAYS: count(1, 365).default(30),
    /** How often the saved-plan retention sweep runs; 0 turns it off. */
    PLAN_RETENTION_SWEEP_MS: count(0, 86_400_000).default(3_600_000),
    /** Plans saved for the first time (or duplicated) per client address per hour. */
    PLAN_CREATES_PER_HOUR: count(1, 100_000).default(20),
    /** Saves of existing plans per client address per minute: the planner autosaves. */
    PLAN_SAVES_PER_MINUTE: count(1, 100_000).default(120),
  })
  .superRefine((config, context) => {
    refuseSharedTokenSecrets(config, context);
    refuseIncompleteBlobStore(config, context);
  });

export type QuotesConfig = z.output<typeof quotesConfigSchema>;

/** The standalone worker: no port, no admin secret, only the stores and the renderer. */
export const pdfWorkerConfigSchema = z
  .object({
    NODE_ENV: baseConfigShape(0).NODE_ENV,
    LOG_LEVEL: baseConfigShape(0).LOG_LEVEL,
    ...mongoConfigShape,
    ...redisConfigShape,
    ...pdfRenderingConfigShape,
    ...tracingConfigShape,
    ...metricsConfigShape,
  })
  .superRefine(refuseIncompleteBlobStore);

export type PdfWorkerConfig = z.output<typeof pdfWorkerConfigSchema>;
