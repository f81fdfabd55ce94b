import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { type Answer, call, cleanupQuietly, eventually, quoteRequest } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/**
 * The quotes API only queues PDFs; the dev stack's quotes-worker processes render them. A worker
 * that dies loses nothing that is queued: the next one to start renders it.
 */

const QUEUED = 4;

const isPdf = (answer: Answer) =>
  answer.status === 200 &&
  answer.contentType === 'application/pdf' &&
  Buffer.isBuffer(answer.body) &&
  answer.body.subarray(0, 5).toString('latin1') === '%PDF-';
const describeAnswer = (answer: Answer) =>
  `status ${answer.status}: ${Buffer.isBuffer(answer.body) ? `${answer.body.length} bytes` : JSON.stringify(answer.body)}`;

function stackEnv(queuePrefix: string, workers: number): Record<string, string> {
  return {
    QUOTES_WORKERS: String(workers),
    // A queue of this file's own in the run's shared Redis: no other stack's worker may take these jobs.
    PDF_QUEUE_PREFIX: queuePrefix,
    // One client sends all the requests here; the per-client limits are tested in robust-pdf and security-limits.
    PDF_JOBS_PER_CLIENT: '20',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // The requests wait out the restart; still below the gateway's 60 s upstream timeout.
    PDF_WAIT_MS: '55000',
  };
}

/** Jobs waiting for a worker in BullMQ's keys: plain waits in a list, prioritised ones in a sorted set. */
async function waitingJobs(redis: Redis, prefix: string): Promise<number> {
  const [waiting, prioritized] = await Promise.all([redis.llen(`${prefix}:pdf:wait`), redis.zcard(`${prefix}:pdf:prioritized`)]);
  return waiting + prioritized;
}

describe('PDF workers on their own', () => {
  let stack: TestStack | undefined;
  let redis: Redis | undefined;
  const tag = randomBytes(3).toString('hex');

  afterEach(async () => {
    redis?.disconnect();
    redis = undefined;
    await cleanupQuietly(stack);
    stack = undefined;
  });

  it('renders every queued PDF once a new worker replaces the only one, killed', async () => {
    const prefix = `ops-pdf-${tag}`;
    stack = await startTestStack({ env: stackEnv(prefix, 1) });
    const s = stack;
    redis = new Redis(s.redisUrl, { maxRetriesPerRequest: 1 });
    const r = redis;
    // The API renders nothing itself, so with the worker gone the jobs can only wait.
    expect(Object.keys(s.metricsUrls).filter((name) => name.startsWith('quotes-worker'))).toEqual(['quotes-worker']);
    const warmUp = await call(s, 'POST', '/api/generate-quote-pdf', { body: quoteRequest(`Warm Up ${tag}`), timeoutMs: 60_000 });
    expect(isPdf(warmUp), describeAnswer(warmUp)).toBe(true);

    const killed = await s.stopPart('quotes-worker', 'SIGKILL');
    expect(killed.signal).toBe('SIGKILL');

    const requests = Array.from({ length: QUEUED }, (_unused, index) =>
      call(s, 'POST', '/api/generate-quote-pdf', { body: quoteRequest(`Queued ${tag} ${index}`), timeoutMs: 90_000 }),
    );
    await eventually('every request is queued with no worker to take it', async () => ((await waitingJobs(r, prefix)) === QUEUED ? true : undefined), {
      timeoutMs: 30_000,
    });
    const oldPid = s.pids['quotes-worker'];
    await s.startPart('quotes-worker');
    expect(s.pids['quotes-worker']).not.toBe(oldPid);

    const answers = await Promise.all(requests);
    for (const answer of answers) expect(isPdf(answer), describeAnswer(answer)).toBe(true);
    expect(await waitingJobs(r, prefix)).toBe(0);
  }, 180_000);

  it('makes a quote PDF with two workers', async () => {
    stack = await startTestStack({ env: stackEnv(`ops-pdf-two-${tag}`, 2) });
    expect(Object.keys(stack.metricsUrls).filter((name) => name.startsWith('quotes-worker'))).toEqual(['quotes-worker-1', 'quotes-worker-2']);
    const answer = await call(stack, 'POST', '/api/generate-quote-pdf', { body: quoteRequest(`Two Workers ${tag}`), timeoutMs: 60_000 });
    expect(isPdf(answer), describeAnswer(answer)).toBe(true);
  }, 180_000);
});
