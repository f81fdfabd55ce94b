// Quote PDF latency for one client while another floods, through the gateway. The flood client
// runs BENCH_FLOOD callers (default 20), each sending its next quote PDF as soon as it has one; a
// refused caller waits as Retry-After says in one run and only 100 ms in another. The single
// client asks for BENCH_SINGLE PDFs (default 20), one at a time.
// Each client is a real loopback address of its own (Linux answers all of 127.0.0.0/8): the gateway
// sees two peers and forwards each one's address, as it would for two people. Figures: the single
// client's p50/p95 alone and under the flood, and what the flood got.
// With REDIS_URL (as `npm run bench` sets it), also how long each of the single client's PDFs waited
// in the queue before a worker took it, read from its BullMQ job: the part fairness decides, apart
// from how long rendering takes on a busy machine.
// Target: the single client's p95 under the flood below 3 s.
import { request } from 'node:http';
import { Redis } from 'ioredis';
import { percentile, quoteBody } from './lib/quote-pdf-request.mjs';
import { record } from './lib/report.mjs';

const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:5000');
const floodCallers = Number(process.env.BENCH_FLOOD ?? 20);
const singleCount = Number(process.env.BENCH_SINGLE ?? 20);
const FLOOD_CLIENT = '127.0.0.2';
const SINGLE_CLIENT = '127.0.0.3';

/** One quote PDF from `localAddress`: its status and how long it took. */
function quoteFrom(localAddress, who) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: gateway.hostname,
        port: Number(gateway.port || 80),
        localAddress,
        method: 'POST',
        path: '/api/generate-quote-pdf',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            quoteNumber: res.headers['x-quote-number'],
            retryAfter: res.headers['retry-after'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(quoteBody(`Bench ${who}`));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 }) : undefined;

/** Milliseconds from a quote's job being queued to a worker taking it, or undefined when unknown. */
async function queueWait(quoteNumber) {
  if (!redis || !quoteNumber) return undefined;
  const [queued, taken] = await redis.hmget(`stallplan:pdf:quote-${quoteNumber}`, 'timestamp', 'processedOn');
  return queued && taken ? Number(taken) - Number(queued) : undefined;
}

async function singleClient(count) {
  const latencies = [];
  const waits = [];
  for (let index = 0; index < count; index += 1) {
    const { status, ms, quoteNumber } = await quoteFrom(SINGLE_CLIENT, 'single');
    if (status !== 200) throw new Error(`The single client's PDF answered ${status}.`);
    latencies.push(ms);
    const wait = await queueWait(quoteNumber);
    if (wait !== undefined) waits.push(wait);
  }
  latencies.sort((a, b) => a - b);
  waits.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    max: Math.round(latencies.at(-1)),
    waitP95: waits.length > 0 ? Math.round(percentile(waits, 95)) : undefined,
  };
}

const health = await fetch(new URL('/api/health', gateway)).catch(() => undefined);
if (!health?.ok) throw new Error(`The gateway does not answer at ${gateway.origin}.`);

// Chromium starts on the first PDF; the figures are for a warm browser.
for (let index = 0; index < 3; index += 1) await quoteFrom(SINGLE_CLIENT, 'warm-up');
const alone = await singleClient(Math.min(10, singleCount));

/**
 * The single client's figures while the flood client's callers send quote PDFs: each again as soon
 * as it has one, and when refused after `pauseAfterRefusal(retryAfterSeconds)` ms.
 */
async function underFlood(pauseAfterRefusal) {
  let flooding = true;
  const flood = { pdfs: 0, refused: 0, other: 0 };
  const started = performance.now();
  const callers = Array.from({ length: floodCallers }, async () => {
    while (flooding) {
      const { status, retryAfter } = await quoteFrom(FLOOD_CLIENT, 'flood').catch(() => ({ status: 0, retryAfter: undefined }));
      if (status === 200) flood.pdfs += 1;
      else if (status === 429) flood.refused += 1;
      else flood.other += 1;
      if (status !== 200) await sleep(pauseAfterRefusal(Number(retryAfter ?? 1)));
    }
  });
  await sleep(1000);
  const single = await singleClient(singleCount);
  flooding = false;
  await Promise.all(callers);
  return { single, flood, perMinute: Math.round((flood.pdfs / ((performance.now() - started) / 1000)) * 60) };
}

const floods = [
  // What Retry-After asks for: the client still holds its two renders and keeps asking.
  { name: 'flood', label: 'a flood that waits as Retry-After says', pause: (seconds) => seconds * 1000 },
  // A client that ignores it: every refused caller asks again after 100 ms (the bench's own CPU is the machine's too).
  { name: 'storm', label: 'a flood that ignores Retry-After (100 ms)', pause: () => 100 },
];
console.log(`quote-pdf-fairness  alone: p50 ${alone.p50} ms  p95 ${alone.p95} ms`);
record({ bench: 'quote-pdf-fairness', metric: 'p50 alone', value: alone.p50, unit: 'ms' });
record({ bench: 'quote-pdf-fairness', metric: 'p95 alone', value: alone.p95, unit: 'ms' });
for (const { name, label, pause } of floods) {
  const { single, flood, perMinute } = await underFlood(pause);
  const met = single.p95 < 3000;
  console.log(
    `quote-pdf-fairness  under ${label}, ${floodCallers} callers: p50 ${single.p50} ms  p95 ${single.p95} ms  max ${single.max} ms (${singleCount} PDFs one at a time)`,
  );
  console.log(`quote-pdf-fairness    the flood got ${flood.pdfs} PDFs (${perMinute} a minute), ${flood.refused} refusals (429), ${flood.other} other answers`);
  if (single.waitP95 !== undefined)
    console.log(`quote-pdf-fairness    the single client's PDFs waited in the queue: p95 ${single.waitP95} ms (${alone.waitP95} ms alone)`);
  console.log(`target               p95 under the ${name} below 3000 ms: ${met ? 'met' : 'missed'}`);
  record({ bench: 'quote-pdf-fairness', metric: `p50 under ${name}`, value: single.p50, unit: 'ms', note: label });
  record({ bench: 'quote-pdf-fairness', metric: `p95 under ${name}`, value: single.p95, unit: 'ms', note: `target < 3000 ms: ${met ? 'met' : 'missed'}` });
  if (single.waitP95 !== undefined)
    record({ bench: 'quote-pdf-fairness', metric: `queue wait p95 under ${name}`, value: single.waitP95, unit: 'ms', note: 'queued until a worker took it' });
  record({
    bench: 'quote-pdf-fairness',
    metric: `${name} PDFs`,
    value: perMinute,
    unit: 'PDFs/min',
    note: `${flood.refused} refused with 429, ${flood.other} other`,
  });
}
redis?.disconnect();
