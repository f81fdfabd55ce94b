// Webhook fairness: while one integrator's 20 endpoints take the whole delivery timeout (receivers
// on 127.0.0.1 that take each request and never answer), is another integrator's endpoint still
// served at once? Both keys subscribe to `plan.approved`; BENCH_EVENTS events are put on the
// integration-events queue as a producing service puts them, one every BENCH_INTERVAL_MS, so the
// slow key's deliveries pile up behind each other. For each event the clock runs from queuing to
// the fast endpoint's receipt. Prints that latency's p50 and p95; target p95 under 2 s.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { Queue } from 'bullmq';
import { INTEGRATION_EVENTS_PREFIX, INTEGRATION_EVENTS_QUEUE } from '@stallplan/contracts';
import { percentile } from './lib/quote-pdf-request.mjs';
import { gatewayJson } from './lib/gateway-json.mjs';
import { record } from './lib/report.mjs';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:5000';
const redisUrl = process.env.REDIS_URL;
const adminPassword = process.env.ADMIN_PASSWORD;
const slowEndpointCount = Number(process.env.BENCH_SLOW_ENDPOINTS ?? 20);
const eventCount = Number(process.env.BENCH_EVENTS ?? 20);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 500);
const TARGET_P95_MS = 2_000;
if (!redisUrl || !adminPassword) {
  console.error('webhook-fairness: REDIS_URL and ADMIN_PASSWORD are needed (npm run bench sets them)');
  process.exit(1);
}
const tag = `fair-${randomBytes(4).toString('hex')}`;

const api = gatewayJson(gatewayUrl, 'webhook-fairness');

// The slow integrator: takes each request and never answers, so each try lasts notify's timeout.
const silent = createServer(() => {});
silent.listen(0, '127.0.0.1');
await once(silent, 'listening');

// The other integrator: answers at once and notes how long each of this run's events took.
const latencies = [];
let allArrived;
const done = new Promise((resolve) => (allArrived = resolve));
const fast = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    response.writeHead(200).end();
    const body = Buffer.concat(chunks).toString('utf8');
    if (!body.includes(tag)) return;
    latencies.push(Date.now() - Number(JSON.parse(body).data.queuedAt));
    if (latencies.length === eventCount) allArrived();
  });
});
fast.listen(0, '127.0.0.1');
await once(fast, 'listening');

const token = (await api('POST', '/api/admin/login', undefined, { password: adminPassword })).data.token;
const issue = async (name) =>
  (await api('POST', '/api/admin/api-keys', token, { name, ownerEmail: 'bench@integrator.example', scopes: ['webhooks:manage'] })).data;
const slowKey = await issue(`Slow integrator ${tag}`);
const fastKey = await issue(`Fast integrator ${tag}`);
const endpoints = [];
for (let index = 0; index < slowEndpointCount; index += 1) {
  const url = `http://127.0.0.1:${silent.address().port}/${tag}/${index}`;
  endpoints.push((await api('POST', '/api/admin/webhooks', token, { keyId: slowKey.key.id, url, events: ['plan.approved'] })).data.endpoint);
}
const fastUrl = `http://127.0.0.1:${fast.address().port}/${tag}`;
endpoints.push((await api('POST', '/api/admin/webhooks', token, { keyId: fastKey.key.id, url: fastUrl, events: ['plan.approved'] })).data.endpoint);

const queue = new Queue(INTEGRATION_EVENTS_QUEUE, { connection: { url: redisUrl }, prefix: INTEGRATION_EVENTS_PREFIX });
try {
  for (let index = 0; index < eventCount; index += 1) {
    const id = `evt_${randomBytes(12).toString('base64url')}`;
    const now = new Date();
    const data = { planId: `${tag}-${index}`, queuedAt: String(now.getTime()), approvedAt: now.toISOString() };
    await queue.add('plan.approved', { version: 1, id, type: 'plan.approved', occurredAt: now.toISOString(), data }, { jobId: id });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const timer = setTimeout(() => allArrived(), 60_000);
  await done;
  clearTimeout(timer);
} finally {
  await queue.close();
}

// The slow key's deliveries still waiting find no endpoint once it is removed, and end.
for (const endpoint of endpoints) await api('DELETE', `/api/admin/webhooks/${endpoint.id}`, token);
for (const issued of [slowKey, fastKey]) await api('POST', `/api/admin/api-keys/${issued.key.id}/revoke`, token);
silent.closeAllConnections();
silent.close();
fast.close();

if (latencies.length < eventCount) console.warn(`webhook-fairness: only ${latencies.length} of ${eventCount} deliveries to the fast endpoint arrived`);
const sorted = [...latencies].sort((a, b) => a - b);
const p50 = percentile(sorted, 50) ?? 0;
const p95 = percentile(sorted, 95) ?? 0;
console.log(`webhook-fairness: the other key's delivery p50 ${p50} ms, p95 ${p95} ms, while ${slowEndpointCount} endpoints of one key time out`);
const note = `${slowEndpointCount} endpoints of one key never answer (each try lasts notify's timeout); ${eventCount} events ${intervalMs} ms apart`;
record({ bench: 'webhook-fairness', metric: "other key's delivery p50", value: p50, unit: 'ms', note });
record({
  bench: 'webhook-fairness',
  metric: "other key's delivery p95",
  value: p95,
  unit: 'ms',
  note: `target < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS && latencies.length === eventCount ? 'met' : 'missed'}`,
});
