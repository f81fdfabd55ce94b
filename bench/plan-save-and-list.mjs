// Saved plans at the quotes service: how long a save takes (the planner autosaves, so this is the
// call made most), and how long My plans takes to list an address with 1,000 plans.
// 1,000 plans are saved for one new address through POST /api/plans, each from a client address
// of its own in X-Forwarded-For (the service trusts it from loopback) so the per-client limit on
// new plans is not what is measured. Then BENCH_SAVES saves of one plan (every tenth changes a
// priced figure and so makes a version), and BENCH_LISTS lists of the address's plans through a
// My plans session written straight into Redis (the sign-in link would go by mail).
// Targets: save p50 under 50 ms; My plans for 1,000 plans p50 under 100 ms.
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { benchPlan } from './lib/bench-plan.mjs';
import { record } from './lib/report.mjs';
import { percentile } from './lib/quote-pdf-request.mjs';

const serviceUrls = JSON.parse(process.env.SERVICE_URLS ?? '{"quotes":"http://127.0.0.1:5104"}');
const base = serviceUrls.quotes;
if (!base) throw new Error('SERVICE_URLS has no quotes URL.');
const planCount = Number(process.env.BENCH_PLANS ?? 1000);
const saves = Number(process.env.BENCH_SAVES ?? 200);
const lists = Number(process.env.BENCH_LISTS ?? 50);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const email = `bench-${randomBytes(6).toString('hex')}@example.com`;

/** A client address of its own for call `n`, from the range set aside for benchmarks (198.18.0.0/15). */
const clientOf = (n) => `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

const content = (n, teamSize = 2) => benchPlan(n, { email, label: 'Bench', teamSize });

async function call(method, path, body, client) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), 'x-forwarded-for': client },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  return { status: res.status, json, ms: performance.now() - started };
}

const health = await fetch(`${base}/health`).catch(() => undefined);
if (!health?.ok) throw new Error(`The quotes service does not answer at ${base}.`);

// 1. The address's 1,000 plans.
const created = [];
const createMs = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < planCount) {
      const n = next;
      next += 1;
      const res = await call('POST', '/api/plans', { content: content(n) }, clientOf(n));
      if (res.status !== 201) throw new Error(`Saving plan ${n} answered ${res.status}: ${JSON.stringify(res.json)}`);
      created.push({ id: res.json.data.plan.id, token: res.json.data.editToken });
      createMs.push(res.ms);
    }
  }),
);

// 2. Saves of one plan, one after another as autosave sends them.
const plan = created[0];
let revision = 1;
const saveMs = [];
let versions = 0;
let teamSize = 2;
for (let index = 0; index < saves; index += 1) {
  // Most autosaves move the planner on (a step, a wording); every tenth changes the team, a priced figure.
  if (index % 10 === 9) teamSize = teamSize === 8 ? 2 : teamSize + 1;
  const body = { baseRevision: revision, content: { ...content(0, teamSize), step: 1 + (index % 7) } };
  const res = await call('PUT', `/api/plans/${plan.token}`, body, clientOf(10_000 + Math.floor(index / 100)));
  if (res.status !== 200) throw new Error(`Save ${index} answered ${res.status}: ${JSON.stringify(res.json)}`);
  revision = res.json.data.plan.revision;
  if (res.json.data.newVersion) versions += 1;
  saveMs.push(res.ms);
}

// 3. My plans for the address, through a session as POST /api/my-plans/sessions would open it.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const session = randomBytes(32).toString('base64url');
await redis.set(`plans:session:${createHash('sha256').update(session).digest('hex')}`, email, 'EX', 600);
const listMs = [];
let listed = 0;
for (let index = 0; index < lists + 3; index += 1) {
  const res = await call('GET', `/api/my-plans/${session}`, undefined, clientOf(20_000));
  if (res.status !== 200) throw new Error(`My plans answered ${res.status}: ${JSON.stringify(res.json)}`);
  listed = res.json.data.plans.length;
  if (index >= 3) listMs.push(res.ms);
}
if (listed !== planCount) throw new Error(`My plans listed ${listed} plans, not ${planCount}.`);

// 4. Clean up: the address's plans go as My plans deletes them.
if (process.env.BENCH_KEEP !== '1') {
  let left = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left < created.length) {
        const { id } = created[left];
        left += 1;
        await call('DELETE', `/api/my-plans/${session}/plans/${id}`, undefined, clientOf(20_001));
      }
    }),
  );
}
await redis.del(`plans:session:${createHash('sha256').update(session).digest('hex')}`);
redis.disconnect();

const sorted = (values) => [...values].sort((a, b) => a - b);
const ms = (values, p) => Math.round(percentile(sorted(values), p) * 10) / 10;
const saveP50 = ms(saveMs, 50);
const listP50 = ms(listMs, 50);
console.log(`plan-create  p50 ${ms(createMs, 50)} ms  p95 ${ms(createMs, 95)} ms  (${planCount} plans, ${concurrency} at a time)`);
console.log(`plan-save    p50 ${saveP50} ms  p95 ${ms(saveMs, 95)} ms  (${saves} saves, ${versions} made a version)`);
console.log(`my-plans     p50 ${listP50} ms  p95 ${ms(listMs, 95)} ms  (${lists} lists of ${planCount} plans)`);
console.log(`targets      save p50 under 50 ms: ${saveP50 < 50 ? 'met' : 'missed'}; My plans p50 under 100 ms: ${listP50 < 100 ? 'met' : 'missed'}`);
record({ bench: 'plan-save-and-list', metric: 'save p50', value: saveP50, unit: 'ms', note: `target < 50 ms: ${saveP50 < 50 ? 'met' : 'missed'}` });
record({ bench: 'plan-save-and-list', metric: 'save p95', value: ms(saveMs, 95), unit: 'ms' });
record({ bench: 'plan-save-and-list', metric: 'create p50', value: ms(createMs, 50), unit: 'ms' });
record({
  bench: 'plan-save-and-list',
  metric: 'my plans p50',
  value: listP50,
  unit: 'ms',
  note: `${planCount} plans; target < 100 ms: ${listP50 < 100 ? 'met' : 'missed'}`,
});
record({ bench: 'plan-save-and-list', metric: 'my plans p95', value: ms(listMs, 95), unit: 'ms' });
