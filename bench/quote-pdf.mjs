// Quote PDFs per minute and latency at the quotes service, with a warm browser: a few requests
// first start Chromium, then BENCH_REQUESTS quotes go out BENCH_CONCURRENCY at a time. Each one
// is stored, queued, rendered and read back from GridFS, as in production.
// Targets on this machine: p50 under 1 s, at least 60 quote PDFs a minute.
import { percentile, quoteBody } from './lib/quote-pdf-request.mjs';
import { record } from './lib/report.mjs';

const serviceUrls = JSON.parse(process.env.SERVICE_URLS ?? '{"quotes":"http://127.0.0.1:5104"}');
const base = serviceUrls.quotes;
if (!base) throw new Error('SERVICE_URLS has no quotes URL.');
const total = Number(process.env.BENCH_REQUESTS ?? 60);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 3);

// Each lane is a client of its own, named in X-Forwarded-For as the gateway would (the service trusts
// it from loopback): one client may have only two PDFs in flight.
async function oneQuote(lane = 0) {
  const started = performance.now();
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${lane + 1}` };
  const res = await fetch(`${base}/api/generate-quote-pdf`, { method: 'POST', headers, body: quoteBody() });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`The quote PDF answered ${res.status}.`);
  return { ms: performance.now() - started, bytes };
}

const health = await fetch(`${base}/health`).catch(() => undefined);
if (!health?.ok) throw new Error(`The quotes service does not answer at ${base}.`);

for (let index = 0; index < 3; index += 1) await oneQuote();

const latencies = [];
let size = 0;
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async (_unused, lane) => {
    while (next < total) {
      next += 1;
      const { ms, bytes } = await oneQuote(lane);
      latencies.push(ms);
      size += bytes;
    }
  }),
);
const elapsedMs = performance.now() - started;
latencies.sort((a, b) => a - b);
const perMinute = Math.round((latencies.length / elapsedMs) * 60_000);
const p50 = Math.round(percentile(latencies, 50));
const p95 = Math.round(percentile(latencies, 95));
console.log(
  `quote-pdf  ${perMinute} PDFs/min  p50 ${p50} ms  p95 ${p95} ms  (${latencies.length} quotes, ${concurrency} at a time, ${Math.round(size / latencies.length / 1024)} KB each)`,
);
console.log(`targets    p50 under 1000 ms: ${p50 < 1000 ? 'met' : 'missed'}; 60 a minute or more: ${perMinute >= 60 ? 'met' : 'missed'}`);
record({
  bench: 'quote-pdf',
  metric: 'throughput',
  value: perMinute,
  unit: 'PDFs/min',
  note: `${concurrency} at a time; target ≥ 60: ${perMinute >= 60 ? 'met' : 'missed'}`,
});
record({ bench: 'quote-pdf', metric: 'p50', value: p50, unit: 'ms', note: `target < 1000 ms: ${p50 < 1000 ? 'met' : 'missed'}` });
record({ bench: 'quote-pdf', metric: 'p95', value: p95, unit: 'ms' });
