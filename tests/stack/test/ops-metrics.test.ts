import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, cleanupQuietly, createActiveVendor, enquiryTo, eventually, quoteRequest, SmtpSink } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/*
 * Every process's Prometheus endpoint, scraped before and after a quote PDF, a travel search and an
 * enquiry through the gateway: the request, job, render, queue and cache series move where each
 * happens (the PDF at the worker, which renders on its own), and /metrics is on no public port.
 */

type Labels = Record<string, string>;

interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    return [{ name: match[1]!, labels: labels as Labels, value: Number(match[3]) }];
  });
}

/** The sum of every sample of `name` that carries all of `labels` (0 when there is none). */
function total(samples: Sample[], name: string, labels: Labels = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

function has(samples: Sample[], name: string, labels: Labels = {}): boolean {
  return samples.some((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
}

/** What each process is called in the `service` label; replicas and workers share their kind's name. */
function serviceOf(processName: string): string {
  return processName.replace(/-\d+$/, '');
}

const WITH_MONGO = new Set(['catalog', 'content', 'quotes', 'notify', 'quotes-worker']);
const PROCESSES = ['gateway', 'catalog', 'content', 'travel', 'quotes', 'notify', 'quotes-worker'];

function departureInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('metrics of every process', () => {
  let stack: TestStack | undefined;
  let sink: SmtpSink | undefined;
  const contentTypes = new Map<string, string>();

  async function scrapeAll(): Promise<Map<string, Sample[]>> {
    const scraped = await Promise.all(
      Object.entries(stack!.metricsUrls).map(async ([name, url]) => {
        const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        expect(response.status, `${name} ${url}`).toBe(200);
        contentTypes.set(name, response.headers.get('content-type') ?? '');
        return [name, parseSamples(await response.text())] as const;
      }),
    );
    return new Map(scraped);
  }

  let before: Map<string, Sample[]>;
  let after: Map<string, Sample[]>;
  const moved = (process: string, name: string, labels: Labels = {}) => total(after.get(process)!, name, labels) - total(before.get(process)!, name, labels);

  beforeAll(async () => {
    sink = await SmtpSink.onFreePort();
    await sink.listen();
    // A cache prefix of its own, so the first search is a miss whatever other stacks searched.
    stack = await startTestStack({ env: { SMTP_URL: sink.url, CACHE_KEY_PREFIX: `metrics-${randomBytes(3).toString('hex')}:` } });
    const token = await adminToken(stack);
    const vendor = await createActiveVendor(stack, token);
    before = await scrapeAll();

    const pdf = await fetch(`${stack.gatewayUrl}/api/generate-quote-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteRequest(`Measured ${randomBytes(3).toString('hex')}`)),
      signal: AbortSignal.timeout(60_000),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // The same search twice: the first asks the provider, the second is answered from the cache.
    const flights = { origin: 'Chennai', destination: 'Kolkata', departureDate: departureInDays(30), passengers: 2 };
    for (let round = 0; round < 2; round += 1) expect((await call(stack, 'POST', '/api/flights/search', { body: flights })).status).toBe(200);
    const enquiry = await call(stack, 'POST', '/api/enquiry/send', { body: enquiryTo(vendor, randomBytes(3).toString('hex')) });
    expect(enquiry.status).toBe(200);
    // Mail goes out after the answer: wait until notify has recorded its jobs.
    await eventually('the mail jobs of the enquiry', async () => {
      after = await scrapeAll();
      return moved('notify', 'stallplan_job_duration_seconds_count', { queue: 'mail', outcome: 'completed' }) >= 1 ? true : undefined;
    });
  }, 180_000);
  afterAll(async () => {
    await cleanupQuietly(stack);
    await sink?.stop();
  });

  it('serve Prometheus text from every process, each series labelled with its service', () => {
    expect(Object.keys(stack!.metricsUrls).map(serviceOf).sort()).toEqual([...PROCESSES].sort());
    for (const [process, samples] of after) {
      expect(contentTypes.get(process), process).toMatch(/^text\/plain; version=0\.0\.4/);
      const services = new Set(samples.map((sample) => sample.labels.service));
      expect([...services], process).toEqual([serviceOf(process)]);
    }
  });

  it('include event-loop lag, memory, and whether Mongo and Redis answer, in every process', () => {
    for (const [process, samples] of after) {
      const service = serviceOf(process);
      expect(has(samples, 'nodejs_eventloop_lag_seconds'), process).toBe(true);
      expect(total(samples, 'process_resident_memory_bytes'), process).toBeGreaterThan(0);
      expect(total(samples, 'nodejs_heap_size_used_bytes'), process).toBeGreaterThan(0);
      expect(total(samples, 'stallplan_redis_up'), process).toBe(1);
      if (WITH_MONGO.has(service)) expect(total(samples, 'stallplan_mongo_up'), process).toBe(1);
      else expect(has(samples, 'stallplan_mongo_up'), process).toBe(false);
    }
  });

  it("count the PDF request at the gateway and at quotes by its route's pattern and status", () => {
    expect(moved('gateway', 'stallplan_http_requests_total', { method: 'POST', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(moved('quotes', 'stallplan_http_requests_total', { method: 'POST', route: '/api/generate-quote-pdf', status: '200' })).toBe(1);
    expect(moved('quotes', 'stallplan_http_request_duration_seconds_count', { method: 'POST', route: '/api/generate-quote-pdf', status: '200' })).toBe(1);
    const gatewayRoutes = after
      .get('gateway')!
      .filter((sample) => sample.name === 'stallplan_http_requests_total')
      .map((sample) => sample.labels.route);
    expect(gatewayRoutes.some((route) => route?.includes('generate-quote-pdf'))).toBe(true);
  });

  it('time the PDF job and its render at the worker, not at the API', () => {
    const worker = Object.keys(stack!.metricsUrls).find((name) => serviceOf(name) === 'quotes-worker')!;
    expect(moved(worker, 'stallplan_job_duration_seconds_count', { queue: 'pdf', outcome: 'completed' })).toBe(1);
    expect(moved(worker, 'stallplan_pdf_render_seconds_count', { kind: 'quote' })).toBe(1);
    expect(total(after.get('quotes')!, 'stallplan_pdf_render_seconds_count')).toBe(0);
  });

  it('report the depth of the PDF queue (at the API and the worker) and of the mail queue, by state', () => {
    const worker = Object.keys(stack!.metricsUrls).find((name) => serviceOf(name) === 'quotes-worker')!;
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(has(after.get('quotes')!, 'stallplan_queue_jobs', { queue: 'pdf', state }), `quotes ${state}`).toBe(true);
      expect(has(after.get(worker)!, 'stallplan_queue_jobs', { queue: 'pdf', state }), `worker ${state}`).toBe(true);
      expect(has(after.get('notify')!, 'stallplan_queue_jobs', { queue: 'mail', state }), `notify ${state}`).toBe(true);
    }
  });

  it("count the travel cache's miss and hit", () => {
    expect(moved('travel', 'stallplan_travel_cache_requests_total', { cache: 'flights', result: 'miss' })).toBe(1);
    expect(moved('travel', 'stallplan_travel_cache_requests_total', { cache: 'flights', result: 'hit' })).toBe(1);
  });

  it('answer 404 for /metrics on the public ports, the gateway first', async () => {
    for (const base of [stack!.gatewayUrl, stack!.serviceUrls.quotes]) {
      for (const accept of ['text/html', 'text/plain']) {
        const response = await fetch(`${base}/metrics`, { headers: { accept }, signal: AbortSignal.timeout(10_000) });
        expect(response.status, `${base} ${accept}`).toBe(404);
        expect(await response.text()).not.toContain('nodejs_eventloop_lag_seconds');
      }
    }
  });

  // Last: it stops a service.
  it("count the gateway's upstream errors and 503s when a service is down", async () => {
    await stack!.stopPart('content');
    const answer = await call(stack!, 'GET', '/api/blogs');
    expect(answer.status).toBe(503);
    const samples = parseSamples(await (await fetch(stack!.metricsUrls.gateway!)).text());
    expect(total(samples, 'stallplan_upstream_unavailable_total', { upstream: 'content' })).toBeGreaterThanOrEqual(1);
    expect(total(samples, 'stallplan_upstream_errors_total', { upstream: 'content', kind: 'unreachable' })).toBeGreaterThanOrEqual(1);
  });
});
