// Quote PDFs at the worker: one `quotes-worker` process (services/quotes/dist/worker.js), pinned to
// one CPU core with taskset when it exists, on a database and queue keys of its own. Times come from
// BullMQ's job timestamps: processedOn (the worker took the job) to finishedOn (the PDF is in GridFS
// and the quote points at it). After a warm-up, BENCH_LATENCY_JOBS quotes go one at a time (p50, p95),
// then BENCH_WORKER_JOBS are queued at once and the worker drains them at its PDF_CONCURRENCY (PDFs/s).
// Targets (issue 25): p50 under 300 ms, warm; at least 5 PDFs a second from one worker on one core.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { quotePdfRequestSchema } from '@stallplan/contracts';
import { computeQuoteFigures } from '../services/quotes/dist/domain/quote-figures.js';
import { newQuoteNumber, quotePdfFileName } from '../services/quotes/dist/domain/quote-number.js';
import { addDays, QUOTE_VALIDITY_DAYS } from '../services/quotes/dist/domain/render-quote-html.js';
import { PDF_QUEUE_NAME, QUOTE_JOB_VERSION, RENDER_PDF_JOB } from '../services/quotes/dist/jobs/render-pdf.js';
import { quoteModelFor } from '../services/quotes/dist/models/quote-model.js';
import { percentile, quoteBody } from './lib/quote-pdf-request.mjs';
import { record } from './lib/report.mjs';

const P50_TARGET_MS = 300;
const THROUGHPUT_TARGET = 5;
const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const latencyJobs = Number(process.env.BENCH_LATENCY_JOBS ?? 30);
const throughputJobs = Number(process.env.BENCH_WORKER_JOBS ?? 120);
const warmUpJobs = 5;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = randomBytes(4).toString('hex');
const dbName = `bench_pdf_worker_${run}`;
const prefix = `bench-pdf-worker-${run}`;

/** Stored as the API stores a quote (plugins/app/quote-pdf-maker.ts), waiting for its PDF. */
function quoteRecord() {
  const request = quotePdfRequestSchema.parse(JSON.parse(quoteBody('Worker Bench')));
  const figures = computeQuoteFigures(request, null);
  const createdAt = new Date();
  const quoteNumber = newQuoteNumber(createdAt);
  return {
    quoteNumber,
    createdAt,
    validUntil: addDays(createdAt, QUOTE_VALIDITY_DAYS),
    companyName: request.formData.companyName ?? 'Exhibition Participant',
    contactPerson: request.formData.yourName ?? 'Not given',
    exhibitionName: request.formData.exhibitionName ?? 'Exhibition Event',
    quote: figures.quote,
    roi: figures.roi,
    knownShow: null,
    submittedCosts: null,
    submittedTotal: null,
    totalMismatch: false,
    inputs: JSON.parse(JSON.stringify(request)),
    pdfStatus: 'rendering',
    pdfFileId: null,
    pdfFileName: quotePdfFileName(quoteNumber),
    pdfError: null,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stores `count` quotes and queues their jobs as the API does (priority 1: each client's first PDF). */
async function queueQuotes(quotes, queue, count) {
  const records = Array.from({ length: count }, quoteRecord);
  await quotes.insertMany(records);
  return queue.addBulk(
    records.map(({ quoteNumber }) => ({
      name: RENDER_PDF_JOB,
      data: { version: QUOTE_JOB_VERSION, kind: 'quote', quoteNumber },
      opts: { jobId: `quote-${quoteNumber}`, priority: 1 },
    })),
  );
}

/** Waits until every job is done and returns them, finished; a failed one stops the bench. */
async function finished(queue, jobs, worker) {
  const deadline = Date.now() + 120_000 + jobs.length * 2000;
  const ids = new Set(jobs.map((job) => job.id));
  // Counting keeps the bench's own load on Redis small while the worker drains the queue.
  for (;;) {
    if (worker.exitCode !== null) throw new Error(`The worker exited with code ${worker.exitCode}.`);
    const { completed, failed } = await queue.getJobCounts('completed', 'failed');
    if (failed > 0) {
      const [job] = await queue.getFailed(0, 0);
      throw new Error(`Job ${job?.id} failed: ${job?.failedReason}`);
    }
    if (completed >= doneBefore + ids.size) break;
    if (Date.now() > deadline) throw new Error('The worker did not finish its jobs in time.');
    await sleep(jobs.length > 1 ? 100 : 10);
  }
  doneBefore += ids.size;
  return Promise.all(jobs.map((job) => queue.getJob(job.id)));
}
let doneBefore = 0;

/** CPU seconds used so far by a process and all its descendants (the worker and its Chromium), from /proc. */
function treeCpuSeconds(rootPid) {
  const parents = new Map();
  const cpu = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) / clockTicks);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += cpu.get(pid) ?? 0;
    for (const [child, parent] of parents) if (parent === pid) pending.push(child);
  }
  return total;
}
const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const connection = await mongoose.createConnection(mongoUrl, { dbName, serverSelectionTimeoutMS: 5000, retryWrites: false }).asPromise();
const quotes = quoteModelFor(connection);
const queue = new Queue(PDF_QUEUE_NAME, { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix });
const workerCommand = [process.execPath, join(root, 'services/quotes/dist/worker.js')];
const worker = spawn(pinned ? 'taskset' : workerCommand[0], pinned ? ['-c', '0', ...workerCommand] : workerCommand.slice(1), {
  cwd: join(root, 'services/quotes'),
  env: { ...process.env, MONGO_URL: mongoUrl, MONGO_DB: dbName, REDIS_URL: redisUrl, PDF_QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const concurrency = process.env.PDF_CONCURRENCY ?? '3 (default)';

try {
  await finished(queue, await queueQuotes(quotes, queue, warmUpJobs), worker);

  const latencies = [];
  for (let index = 0; index < latencyJobs; index += 1) {
    const [job] = await finished(queue, await queueQuotes(quotes, queue, 1), worker);
    latencies.push(job.finishedOn - job.processedOn);
  }
  latencies.sort((a, b) => a - b);
  const p50 = Math.round(percentile(latencies, 50));
  const p95 = Math.round(percentile(latencies, 95));

  const batch = await queueQuotes(quotes, queue, throughputJobs);
  const cpuBefore = treeCpuSeconds(worker.pid);
  const drained = await finished(queue, batch, worker);
  const cpuSeconds = treeCpuSeconds(worker.pid) - cpuBefore;
  const cpuMsPerPdf = Math.round((cpuSeconds * 1000) / drained.length);
  const firstTaken = Math.min(...drained.map((job) => job.processedOn));
  const lastDone = Math.max(...drained.map((job) => job.finishedOn));
  // On a shared machine the worker gets only part of its core: the wall-clock figures say so.
  const coreShare = Math.round((cpuSeconds / ((lastDone - firstTaken) / 1000)) * 100);
  const perSecond = Math.round((drained.length / ((lastDone - firstTaken) / 1000)) * 10) / 10;
  const loaded = drained.map((job) => job.finishedOn - job.processedOn).sort((a, b) => a - b);
  const loadedP50 = Math.round(percentile(loaded, 50));

  const where = pinned ? 'one worker on CPU core 0' : 'one worker, not pinned (no taskset)';
  console.log(`quote-pdf-worker  one at a time: p50 ${p50} ms  p95 ${p95} ms  (${latencies.length} quotes, warm)`);
  console.log(`quote-pdf-worker  ${perSecond} PDFs/s  (${drained.length} queued at once, ${where}, concurrency ${concurrency}; p50 per job ${loadedP50} ms)`);
  console.log(
    `quote-pdf-worker  ${cpuMsPerPdf} ms of CPU per PDF (worker and its Chromium): ${Math.round(10_000 / cpuMsPerPdf) / 10} PDFs/s on a core of its own (it got ${coreShare}% of its core while draining)`,
  );
  const p50Met = p50 < P50_TARGET_MS ? 'met' : 'missed';
  const throughputMet = perSecond >= THROUGHPUT_TARGET ? 'met' : 'missed';
  console.log(`targets           p50 under ${P50_TARGET_MS} ms: ${p50Met}; ${THROUGHPUT_TARGET} PDFs/s or more: ${throughputMet}`);
  record({ bench: 'quote-pdf-worker', metric: 'p50', value: p50, unit: 'ms', note: `job taken to PDF stored, warm; target < ${P50_TARGET_MS} ms: ${p50Met}` });
  record({ bench: 'quote-pdf-worker', metric: 'p95', value: p95, unit: 'ms', note: 'job taken to PDF stored, warm' });
  record({
    bench: 'quote-pdf-worker',
    metric: 'throughput',
    value: perSecond,
    unit: 'PDFs/s',
    note: `${where}, ${coreShare}% of it used; target ≥ ${THROUGHPUT_TARGET}: ${throughputMet}`,
  });
  record({
    bench: 'quote-pdf-worker',
    metric: 'CPU per PDF',
    value: cpuMsPerPdf,
    unit: 'ms',
    note: 'worker process and its Chromium; 1000 / this = PDFs/s on an idle core',
  });
  record({ bench: 'quote-pdf-worker', metric: 'p50 draining a queue', value: loadedP50, unit: 'ms', note: `per job, concurrency ${concurrency}` });
} finally {
  worker.kill('SIGTERM');
  await new Promise((resolve) => (worker.exitCode === null ? worker.once('exit', resolve) : resolve()));
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await connection.dropDatabase().catch(() => undefined);
  await connection.close();
}
