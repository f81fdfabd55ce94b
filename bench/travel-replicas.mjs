// Travel throughput through the gateway with one travel process and with three, each on a stack of
// its own (free ports, quiet, the run's MongoDB and Redis): flight searches that each reach the
// provider (a query never asked before) and one search answered from the cache, requests per second
// with p50 and p99. More processes only help while the machine has cores to spare for them.
// BENCH_SECONDS per run (6), BENCH_ROUNDS of turns (3), BENCH_CONNECTIONS (32).
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVICE_NAMES, startStack } from '@stallplan/dev-stack';
import { record } from './lib/report.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 6);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const path = '/api/flights/search';
const BENCH = 'travel-replicas';

const HUBS = ['New Delhi', 'Mumbai', 'Bangalore', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Kochi', 'Lucknow', 'Indore'];
const ROUTES = HUBS.flatMap((origin) => HUBS.filter((destination) => destination !== origin).map((destination) => [origin, destination]));
const DATES = 300;
const PASSENGERS = 9;
const SPACE = ROUTES.length * DATES * PASSENGERS;
const DAY_MS = 86_400_000;
const dateIn = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
// A random start keeps a rerun within the cache's ten minutes from meeting the last run's answers.
let next = Math.floor(Math.random() * SPACE);
function freshQuery() {
  const index = next++ % SPACE;
  const [origin, destination] = ROUTES[index % ROUTES.length];
  const rest = Math.floor(index / ROUTES.length);
  return { origin, destination, departureDate: dateIn(1 + (rest % DATES)), passengers: 1 + (Math.floor(rest / DATES) % PASSENGERS) };
}
const cachedBody = JSON.stringify({ origin: 'Mumbai', destination: 'New Delhi', departureDate: dateIn(45), passengers: 2 });

function run(gatewayUrl, options, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${gatewayUrl}${path}`, duration: seconds, connections, method: 'POST', headers: { 'content-type': 'application/json' }, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const WORKLOADS = {
  fresh: { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(freshQuery()) }) }] },
  cached: { body: cachedBody },
};

async function withStack(replicas, body) {
  const dataDir = await mkdtemp(join(tmpdir(), 'stallplan-bench-replicas-'));
  const stack = await startStack({
    dataDir,
    quiet: true,
    gatewayPort: 0,
    servicePorts: Object.fromEntries(SERVICE_NAMES.map((name) => [name, 0])),
    travelReplicas: replicas,
    quotesWorkers: 0,
    ...(process.env.MONGO_URL ? { mongoUrl: process.env.MONGO_URL } : { ferretDbPort: 0 }),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : { redisPort: 0 }),
    // As `npm run bench` runs its stack: few logs, no per-client limit in the way; no drain on the way out.
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000000', SHUTDOWN_DRAIN_MS: '0' },
  });
  try {
    return await body(stack);
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/**
 * Both stacks run side by side and take turns, round after round, so load from elsewhere on the
 * machine falls on both alike; each figure is the median of the rounds.
 */
async function compare(stacks) {
  const results = new Map();
  for (const [workload, options] of Object.entries(WORKLOADS)) {
    for (const { gatewayUrl } of stacks) await run(gatewayUrl, options, 2); // warm-up pass, discarded
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const [workload, options] of Object.entries(WORKLOADS)) {
      for (const { replicas, gatewayUrl } of stacks) {
        const result = await run(gatewayUrl, options);
        const failed = result.errors + result.non2xx;
        if (failed > 0) throw new Error(`${replicas} travel process(es), ${workload}: ${failed} requests failed`);
        const key = `${replicas}/${workload}`;
        results.set(key, [...(results.get(key) ?? []), result]);
      }
    }
  }
  return results;
}

const results = await withStack(1, (one) =>
  withStack(3, (three) =>
    compare([
      { replicas: 1, gatewayUrl: one.gatewayUrl },
      { replicas: 3, gatewayUrl: three.gatewayUrl },
    ]),
  ),
);
const cpus = availableParallelism();
for (const workload of Object.keys(WORKLOADS)) {
  const throughput = {};
  for (const replicas of [1, 3]) {
    const runs = results.get(`${replicas}/${workload}`);
    const label = `${replicas} process${replicas === 1 ? '' : 'es'}, ${workload}`;
    throughput[replicas] = median(runs.map((result) => result.requests.average));
    const p50 = median(runs.map((result) => result.latency.p50));
    const p99 = median(runs.map((result) => result.latency.p99));
    console.log(
      `${label.padEnd(22)} ${Math.round(throughput[replicas])} req/s  p50 ${p50} ms  p99 ${p99} ms  (median of ${rounds} rounds; each ${runs.map((result) => Math.round(result.requests.average)).join(', ')} req/s)`,
    );
    record({
      bench: BENCH,
      metric: `${label} throughput`,
      value: Math.round(throughput[replicas]),
      unit: 'req/s',
      note: `through the gateway, ${connections} connections`,
    });
    record({ bench: BENCH, metric: `${label} p50`, value: p50, unit: 'ms' });
    record({ bench: BENCH, metric: `${label} p99`, value: p99, unit: 'ms' });
  }
  const ratio = throughput[3] / throughput[1];
  console.log(`${workload}: 3 processes / 1 process throughput ${ratio.toFixed(2)} on ${cpus} CPUs`);
  record({
    bench: BENCH,
    metric: `${workload}: 3 / 1 processes`,
    value: Number(ratio.toFixed(2)),
    unit: 'ratio',
    note: `${cpus} CPUs for the gateway, every process and the load`,
  });
}
