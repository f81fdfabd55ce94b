import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import type { RunningPdfWorker } from '../../src/jobs/start-pdf-worker.js';
import { quoteModelFor } from '../../src/models/quote-model.js';
import { createPdfClientSlots } from '../../src/plugins/app/pdf-client-slots.js';
import { buildQuotes, uniqueQueuePrefix } from '../helper.js';
import { quoteRequest } from '../quote-request-fixture.js';
import { startTestPdfWorker } from '../test-pdf-worker.js';

const TOO_MANY = 'You already have 2 PDFs being made. Please wait until one of them is ready, then try again.';

async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('PDFs in flight per client', () => {
  const dbName = uniqueDbName('quotes');
  const prefix = uniqueQueuePrefix();
  let app: FastifyInstance;
  let connection: Connection;
  let queueConnection: Redis;
  let queue: Queue;
  const workers: RunningPdfWorker[] = [];

  const queued = async () => {
    const counts = await queue.getJobCounts('prioritized', 'waiting');
    return (counts.prioritized ?? 0) + (counts.waiting ?? 0);
  };
  const quoteFrom = (client: string, company: string) =>
    app.inject({ method: 'POST', url: '/api/generate-quote-pdf', remoteAddress: client, payload: quoteRequest(company) });

  beforeAll(async () => {
    // No worker in the process: jobs wait in the queue until a test starts one.
    app = await buildQuotes({ MONGO_DB: dbName, PDF_QUEUE_PREFIX: prefix, PDF_WORKER_IN_PROCESS: 'false', PDF_WAIT_MS: '30000' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
    queueConnection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    queue = new Queue('pdf', { connection: queueConnection, prefix });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((running) => running.close(true)));
  });
  afterAll(async () => {
    await queue.close();
    queueConnection.disconnect();
    await app.close();
    await connection.close();
  });

  function worker(concurrency: number): RunningPdfWorker {
    const running = startTestPdfWorker(connection, prefix, { concurrency });
    workers.push(running);
    return running;
  }

  it('refuses a third PDF from one client with 429, Retry-After and a sentence, and stores nothing for it', async () => {
    const run = Date.now();
    const storedBefore = await quoteModelFor(connection).countDocuments({});
    const first = quoteFrom('198.51.100.1', `Flood A ${run}`);
    const second = quoteFrom('198.51.100.1', `Flood B ${run}`);
    await eventually('both are queued', async () => ((await queued()) === 2 ? true : undefined));

    const third = await quoteFrom('198.51.100.1', `Flood C ${run}`);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json()).toEqual({ success: false, error: TOO_MANY });
    // An ROI guide shares the same two slots.
    const guide = await app.inject({ method: 'POST', url: '/generate-roi-guide', remoteAddress: '198.51.100.1', payload: quoteRequest(`Flood guide ${run}`) });
    expect(guide.statusCode).toBe(429);
    expect(await quoteModelFor(connection).countDocuments({})).toBe(storedBefore + 2);
    expect(await queued()).toBe(2);

    // Another client is not held back by the first one's limit.
    const other = quoteFrom('198.51.100.2', `Other ${run}`);
    await eventually('the other client is queued', async () => ((await queued()) === 3 ? true : undefined));

    worker(3);
    const answers = await Promise.all([first, second, other]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Both slots are free again once the PDFs are sent.
    const again = await quoteFrom('198.51.100.1', `Flood D ${run}`);
    expect(again.statusCode, again.body).toBe(200);
  }, 60_000);

  it("takes each client's first PDF before anyone's second, oldest first within a round", async () => {
    const run = Date.now();
    const sent: Array<{ company: string; answer: ReturnType<typeof quoteFrom> }> = [];
    // A and B each queue two, then C one: a FIFO queue would render C's last.
    for (const [client, company] of [
      ['203.0.113.1', `A1 ${run}`],
      ['203.0.113.1', `A2 ${run}`],
      ['203.0.113.2', `B1 ${run}`],
      ['203.0.113.2', `B2 ${run}`],
      ['203.0.113.3', `C1 ${run}`],
    ] as const) {
      sent.push({ company, answer: quoteFrom(client, company) });
      await eventually(`${company} is queued`, async () => ((await queued()) === sent.length ? true : undefined));
    }

    const order: string[] = [];
    const running = worker(1);
    running.worker.on('active', (job) => order.push(String(job.id)));
    const companyOf = new Map<string, string>();
    for (const { company, answer } of sent) {
      const res = await answer;
      expect(res.statusCode, res.body).toBe(200);
      companyOf.set(`quote-${String(res.headers['x-quote-number'])}`, company.split(' ')[0] ?? '');
    }
    expect(order.map((id) => companyOf.get(id))).toEqual(['A1', 'B1', 'C1', 'A2', 'B2']);
  }, 90_000);

  it('withdraws a queued job, deletes its unseen quote and frees the slot when the caller hangs up', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const company = `Hung Up ${Date.now()}`;
    const before = await queued();
    const client = '192.0.2.77';
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/generate-quote-pdf',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    });
    req.on('error', () => undefined);
    req.end(JSON.stringify(quoteRequest(company)));
    await eventually('the job is queued', async () => ((await queued()) === before + 1 ? true : undefined));
    expect(await quoteModelFor(connection).exists({ companyName: company })).not.toBeNull();

    req.destroy();
    await eventually('the job is withdrawn', async () => ((await queued()) === before ? true : undefined));
    await eventually('the quote is deleted', async () => ((await quoteModelFor(connection).exists({ companyName: company })) === null ? true : undefined));
    // Both of the client's slots are free: counted as the service counts them, its next is its first again.
    const slots = createPdfClientSlots({ redis: queueConnection, prefix, limit: 2, holdMs: 60_000 });
    const slot = await eventually('a slot is free', async () => {
      const taken = await slots.take(client);
      if (taken?.position === 1) return taken;
      await taken?.release();
      return undefined;
    });
    await slot.release();
  });
});

describe('PDF slots of a process that died', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(inject('redisUrl'));
  });
  afterAll(() => {
    redis.disconnect();
  });

  it('lapse one by one after their hold time, and a released slot is free at once', async () => {
    const slots = createPdfClientSlots({ redis, prefix: uniqueQueuePrefix(), limit: 2, holdMs: 400 });
    const leaked = await slots.take('10.9.9.9');
    await new Promise((resolve) => setTimeout(resolve, 250));
    const held = await slots.take('10.9.9.9');
    expect([leaked?.position, held?.position]).toEqual([1, 2]);
    expect(await slots.take('10.9.9.9')).toBeNull();
    expect((await slots.take('10.9.9.8'))?.position).toBe(1);

    // The first (never released) lapses; the second is still counted.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await slots.take('10.9.9.9');
    expect(third?.position).toBe(2);
    expect(await slots.take('10.9.9.9')).toBeNull();
    await held?.release();
    expect((await slots.take('10.9.9.9'))?.position).toBe(2);
  });
});
