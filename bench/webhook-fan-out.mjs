// Webhook fan-out end to end: 100 endpoints (each its own local receiver on 127.0.0.1) subscribed
// through the running stack's admin routes, then N events put on the integration-events queue as a
// producing service puts them. Notify fans each event out to every endpoint, stores the deliveries,
// signs and sends them; the clock runs from the first event queued to the last delivery received.
// One event to every endpoint goes first, untimed: a fresh notify reads each endpoint once and
// compiles its delivery path then, which is not what a running one pays a delivery.
// Prints deliveries per second and the event-to-receipt latency (p50, p99).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { Queue } from 'bullmq';
import { INTEGRATION_EVENTS_PREFIX, INTEGRATION_EVENTS_QUEUE, verifyWebhook } from '@stallplan/contracts';
import { percentile } from './lib/quote-pdf-request.mjs';
import { gatewayJson } from './lib/gateway-json.mjs';
import { record } from './lib/report.mjs';
import { cpuSecondsOf } from './lib/bench-processes.mjs';
import { postgresCpuSeconds } from './lib/process-facts.mjs';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:5000';
const redisUrl = process.env.REDIS_URL;
const adminPassword = process.env.ADMIN_PASSWORD;
const endpointCount = Number(process.env.BENCH_ENDPOINTS ?? 100);
const eventCount = Number(process.env.BENCH_EVENTS ?? 10);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);
if (!redisUrl || !adminPassword) {
  console.error('webhook-fan-out: REDIS_URL and ADMIN_PASSWORD are needed (npm run bench sets them)');
  process.exit(1);
}
const tag = `bench-${randomBytes(4).toString('hex')}`;

const api = gatewayJson(gatewayUrl, 'webhook-fan-out');

/** Receivers that answer 200 at once and note when each of this run's deliveries arrived. */
const arrivals = [];
let sample = null;
let allArrived;
const done = new Promise((resolve) => (allArrived = resolve));
let warmUpArrivals = 0;
let warmedUp;
const warm = new Promise((resolve) => (warmedUp = resolve));
const WARM_UP = 'warm-up';
async function startReceiver() {
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200).end();
      const body = Buffer.concat(chunks).toString('utf8');
      if (!body.includes(tag)) return;
      const { data } = JSON.parse(body);
      if (data.planId === `${tag}-${WARM_UP}`) {
        warmUpArrivals += 1;
        if (warmUpArrivals === endpointCount) warmedUp();
        return;
      }
      arrivals.push(Date.now() - Number(data.queuedAt));
      sample ??= { headers: request.headers, body, port: server.address().port };
      if (arrivals.length === endpointCount * eventCount) allArrived();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

const token = (await api('POST', '/api/admin/login', undefined, { password: adminPassword })).data.token;
const servers = await Promise.all(Array.from({ length: endpointCount }, startReceiver));
const { data: issued } = await api('POST', '/api/admin/api-keys', token, {
  name: `Fan-out bench ${tag}`,
  ownerEmail: 'bench@integrator.example',
  scopes: ['webhooks:manage'],
});
const endpoints = [];
for (const server of servers) {
  const url = `http://127.0.0.1:${server.address().port}/${tag}`;
  const { data } = await api('POST', '/api/admin/webhooks', token, { keyId: issued.key.id, url, events: ['plan.approved'] });
  endpoints.push(data);
}
const secrets = new Map(endpoints.map((entry) => [new URL(entry.endpoint.url).port, entry.secret]));

const queue = new Queue(INTEGRATION_EVENTS_QUEUE, { connection: { url: redisUrl }, prefix: INTEGRATION_EVENTS_PREFIX });
/** `queuedAt` is the bench's own clock reading, so each receipt gives its latency; `plan.approved` keeps other runs' events apart. */
async function approve(planId) {
  const id = `evt_${randomBytes(12).toString('base64url')}`;
  const now = new Date();
  const data = { planId, queuedAt: String(now.getTime()), approvedAt: now.toISOString() };
  await queue.add('plan.approved', { version: 1, id, type: 'plan.approved', occurredAt: now.toISOString(), data }, { jobId: id });
}
await approve(`${tag}-${WARM_UP}`);
const warmUpTimer = setTimeout(() => warmedUp(), timeoutMs);
await warm;
clearTimeout(warmUpTimer);

/** The processes whose CPU a delivery costs, by name (npm run bench passes their ids; PostgreSQL's backends as the warm-up left them). */
const stackPids = JSON.parse(process.env.STACK_PIDS ?? '{}');
const infraPids = JSON.parse(process.env.INFRA_PIDS ?? '{}');
const counted = {
  notify: stackPids.notify ? [stackPids.notify] : [],
  ferretdb: infraPids.ferretdb ? [infraPids.ferretdb] : [],
  redis: infraPids.redis ? [infraPids.redis] : [],
  'this bench (receivers)': [process.pid],
};
const cpuNow = () => ({
  ...Object.fromEntries(Object.entries(counted).map(([name, pids]) => [name, cpuSecondsOf(pids)])),
  // Listed afresh each time: FerretDB renews its connections, so backends come and go.
  ...(infraPids.ferretdb ? { postgresql: postgresCpuSeconds(infraPids.ferretdb) } : {}),
});
const cpuBefore = cpuNow();
const started = Date.now();
try {
  for (let index = 0; index < eventCount; index += 1) await approve(`${tag}-${index}`);
  const timer = setTimeout(() => allArrived(), timeoutMs);
  await done;
  clearTimeout(timer);
} finally {
  await queue.close();
}
const elapsedSeconds = (Date.now() - started) / 1000;
const cpuAfter = cpuNow();

const expected = endpointCount * eventCount;
if (arrivals.length < expected) console.warn(`webhook-fan-out: only ${arrivals.length} of ${expected} deliveries arrived within ${timeoutMs} ms`);
// One delivery checked as a receiver would, with the secret of the endpoint it reached.
if (sample) await verifyWebhook({ secret: secrets.get(String(sample.port)), headers: sample.headers, body: sample.body });

for (const { endpoint } of endpoints) await api('DELETE', `/api/admin/webhooks/${endpoint.id}`, token);
await api('POST', `/api/admin/api-keys/${issued.key.id}/revoke`, token);
for (const server of servers) server.close();

const sorted = [...arrivals].sort((a, b) => a - b);
const rate = arrivals.length / elapsedSeconds;
const note = `${endpointCount} endpoints × ${eventCount} events, local receivers answering 200, signed and logged`;
console.log(
  `${arrivals.length} deliveries in ${elapsedSeconds.toFixed(1)} s: ${rate.toFixed(0)} deliveries/s; event to receipt p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms`,
);
const cpuShares = Object.keys(cpuAfter)
  .filter((name) => counted[name] === undefined || counted[name].length > 0)
  .map((name) => `${name} ${(((cpuAfter[name] - cpuBefore[name]) * 1000) / Math.max(1, arrivals.length)).toFixed(2)}`);
console.log(`CPU ms a delivery: ${cpuShares.join(', ')}`);
record({ bench: 'webhook-fan-out', metric: 'webhook deliveries', value: Math.round(rate), unit: 'deliveries/s', note });
record({ bench: 'webhook-fan-out', metric: 'event to receipt p50', value: percentile(sorted, 50) ?? 0, unit: 'ms' });
record({ bench: 'webhook-fan-out', metric: 'event to receipt p99', value: percentile(sorted, 99) ?? 0, unit: 'ms' });
