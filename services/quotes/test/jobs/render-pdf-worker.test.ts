import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose, { type Connection } from 'mongoose';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { createMetricsRegistry } from '@stallplan/service-kit';
import type { PdfWorkerSettings, RunningPdfWorker } from '../../src/jobs/start-pdf-worker.js';
import { quoteModelFor } from '../../src/models/quote-model.js';
import { buildQuotes, pdfText, uniqueQueuePrefix } from '../helper.js';
import { startTestPdfWorker } from '../test-pdf-worker.js';
import { expectedFigures, quoteRequest } from '../quote-request-fixture.js';

describe('pdf worker', () => {
  const dbName = uniqueDbName('quotes');
  const prefix = uniqueQueuePrefix();
  let app: FastifyInstance;
  let connection: Connection;
  const workers: RunningPdfWorker[] = [];

  function worker(overrides: Partial<PdfWorkerSettings> = {}): RunningPdfWorker {
    // A short lock so a dead worker's job is noticed in seconds, not the default 30.
    const running = startTestPdfWorker(connection, prefix, { workerOptions: { lockDuration: 1500, stalledInterval: 1000 }, ...overrides });
    workers.push(running);
    return running;
  }

  beforeAll(async () => {
    // The API only queues here; each test starts the workers it needs.
    app = await buildQuotes({ MONGO_DB: dbName, PDF_QUEUE_PREFIX: prefix, PDF_WORKER_IN_PROCESS: 'false' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((running) => running.close(true)));
  });
  afterAll(async () => {
    await app.close();
    await connection.close();
  });

  // Each its own client: one client may have only two PDFs in flight.
  let clients = 0;
  const generate = (company: string) =>
    app.inject({ method: 'POST', url: '/api/generate-quote-pdf', remoteAddress: `198.51.100.${(clients += 1)}`, payload: quoteRequest(company) });

  it('completes 10 concurrent requests with one warm browser', async () => {
    const running = worker();
    const companies = Array.from({ length: 10 }, (_, index) => `Concurrent ${index} ${Date.now()}`);
    const answers = await Promise.all(companies.map(generate));
    const numbers = new Set<string>();
    for (const [index, res] of answers.entries()) {
      expect(res.statusCode, res.body).toBe(200);
      const { text } = await pdfText(res.rawPayload);
      expect(text).toContain(companies[index]);
      expect(text).toContain(expectedFigures(quoteRequest(companies[index]!)).grandTotalText);
      numbers.add(String(res.headers['x-quote-number']));
    }
    expect(numbers.size).toBe(10);
    // Every page came from the same browser process.
    expect(running.browser.pid).toBeGreaterThan(0);
  }, 90_000);

  it("records the job's time and Chromium's render time at the worker, and the queue's depth at the API", async () => {
    const metrics = createMetricsRegistry('quotes-worker');
    worker({ metrics });
    const res = await generate(`Measured ${Date.now()}`);
    expect(res.statusCode, res.body).toBe(200);

    const atWorker = await metrics.metrics();
    expect(atWorker).toMatch(/stallplan_job_duration_seconds_count\{[^}]*queue="pdf",outcome="completed"[^}]*\} 1\n/);
    expect(atWorker).toMatch(/stallplan_pdf_render_seconds_count\{[^}]*kind="quote"[^}]*\} 1\n/);
    expect(atWorker).not.toContain('stallplan_jobs_failed_total{queue="pdf"');
    const atApi = await app.metrics.metrics();
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(atApi).toContain(`stallplan_queue_jobs{queue="pdf",state="${state}",service="quotes"} `);
    }
  }, 60_000);

  it('retries the job of a worker killed mid-render, and the PDF still arrives', async () => {
    let started!: () => void;
    const renderStarted = new Promise<void>((resolve) => (started = resolve));
    // This worker takes the job and then dies: it never finishes and never renews its lock.
    const doomed = worker({ wrapBrowser: () => ({ render: () => (started(), new Promise<Buffer>(() => undefined)) }) });

    const company = `Killed Worker ${Date.now()}`;
    const answer = generate(company);
    await renderStarted;
    await doomed.close(true);

    let completedBy = '';
    const rescuer = worker();
    rescuer.worker.on('completed', (job) => (completedBy = String(job.id)));
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    const quoteNumber = String(res.headers['x-quote-number']);
    expect(completedBy).toBe(`quote-${quoteNumber}`);
    expect((await pdfText(res.rawPayload)).text).toContain(company);
    const stored = await quoteModelFor(connection).findOne({ quoteNumber }).lean();
    expect(stored).toMatchObject({ pdfStatus: 'ready' });
  }, 60_000);

  it('replaces a browser that crashes during a job and retries the job', async () => {
    let crashedPid: number | undefined;
    const running = worker({
      wrapBrowser: (browser) => ({
        async render(html, options) {
          const rendering = browser.render(html, options);
          if (crashedPid === undefined) {
            // Kill Chromium while the first page renders, as an out-of-memory kill would.
            while (browser.pid === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
            crashedPid = browser.pid;
            process.kill(crashedPid, 'SIGKILL');
          }
          return rendering;
        },
      }),
    });
    const failures: string[] = [];
    running.worker.on('failed', (_job, error) => failures.push(error.message));

    const company = `Crashed Browser ${Date.now()}`;
    const res = await generate(company);
    expect(res.statusCode, res.body).toBe(200);
    expect(crashedPid).toBeGreaterThan(0);
    expect(failures.length).toBe(1);
    expect(running.browser.pid).not.toBe(crashedPid);
    expect((await pdfText(res.rawPayload)).text).toContain(company);
  }, 60_000);

  it('answers 503 with a sentence when no worker renders in time', async () => {
    const impatient = await buildQuotes({ PDF_QUEUE_PREFIX: uniqueQueuePrefix(), PDF_WORKER_IN_PROCESS: 'false', PDF_WAIT_MS: '1000' });
    try {
      const res = await impatient.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: quoteRequest(`Nobody Home ${Date.now()}`) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: 'The PDF could not be produced in time. Please try again in a moment.' });
    } finally {
      await impatient.close();
    }
  });
});
