// What checking an API key costs at the gateway: the same cheap proxied GET (one vendor from
// catalog) through one gateway + catalog pair started here, sent anonymously on the web app's path
// (`/api/vendors`, the per-address limit counted in Redis) and with a key on the versioned path
// (`/api/v1/vendors`, the key checked and counted by one Redis script instead). Measured in turns
// (anonymous, keyed, anonymous, …) so a busy moment of the machine falls on both; prints requests/s,
// CPU per request and the median of the rounds' keyed/anonymous throughput (target ≥ 0.9).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { apiKeyRecordKey, apiKeyUsageKey, hashApiKey, writeApiKeyRecord } from '@stallplan/service-kit';
import { cpuMsPerRequest, freePort, startProcess, stopProcesses, unsetAsEmpty, waitForOk } from './lib/bench-processes.mjs';
import { record } from './lib/report.mjs';

const query = process.env.BENCH_QUERY ?? '?pageSize=1';
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const mongoUrl = process.env.MONGO_URL;
const redisUrl = process.env.REDIS_URL;
if (!mongoUrl || !redisUrl) {
  console.error('gateway-api-keys: MONGO_URL and REDIS_URL are needed (npm run bench sets them)');
  process.exit(1);
}
const serviceUrls = JSON.parse(process.env.SERVICE_URLS ?? '{}');

/**
 * A key written where notify mirrors keys, as notify writes it. Its limits are far above what the load reaches, so every keyed call is checked, counted
 * and let through, as an integrator within its limits is; the admin form caps them lower.
 */
async function writeBenchKey(redis) {
  const secret = `sp_key_${randomBytes(32).toString('base64url')}`;
  const hash = hashApiKey(secret);
  const id = randomBytes(12).toString('hex');
  await writeApiKeyRecord(redis, hash, { id, scopes: ['vendors:read'], ratePerMinute: 1_000_000_000, dailyQuota: 1_000_000_000, status: 'active', version: 1 });
  return { secret, hash, id };
}

async function startPair(secret) {
  const [catalogPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const common = { NODE_ENV: 'production', LOG_LEVEL: 'warn', REDIS_URL: redisUrl, ADMIN_TOKEN_SECRET: randomBytes(24).toString('hex') };
  const catalog = startProcess(
    'gateway-api-keys',
    'catalog',
    'services/catalog/dist/server.js',
    unsetAsEmpty({
      ...common,
      HOST: '127.0.0.1',
      PORT: String(catalogPort),
      MONGO_URL: mongoUrl,
      MONGO_DB: 'bench_api_keys',
      SERVICE_TOKEN_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO_DATA: 'true',
      METRICS_PORT: undefined,
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
    }),
  );
  await waitForOk('gateway-api-keys', `http://127.0.0.1:${catalogPort}/ready`);
  const gateway = startProcess(
    'gateway-api-keys',
    'gateway',
    'apps/gateway/dist/server.js',
    unsetAsEmpty({
      ...common,
      HOST: '127.0.0.1',
      PORT: String(gatewayPort),
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      // The anonymous side is counted per address but never refused: both sides do the same work on every call.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ...Object.fromEntries(Object.entries(serviceUrls).map(([service, url]) => [`${service.toUpperCase()}_URL`, url])),
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
      METRICS_PORT: undefined,
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
    }),
  );
  const base = `http://127.0.0.1:${gatewayPort}`;
  const sides = {
    anonymous: { url: `${base}/api/vendors${query}`, headers: { accept: 'application/json' } },
    keyed: { url: `${base}/api/v1/vendors${query}`, headers: { accept: 'application/json', authorization: `Bearer ${secret}` } },
  };
  await waitForOk('gateway-api-keys', sides.anonymous.url);
  await waitForOk('gateway-api-keys', sides.keyed.url, { headers: sides.keyed.headers });
  return {
    sides,
    pids: [gateway.pid, catalog.pid],
    stop: () => stopProcesses([gateway, catalog]),
  };
}

function run(side, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url: side.url, headers: side.headers, duration: seconds, connections }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(pair, label) {
  await run(pair.sides[label], 3); // warm-up pass is discarded
  const { result, cpuMsPerRequest: cpu } = await cpuMsPerRequest(pair.pids, () => run(pair.sides[label], duration));
  result.cpuMsPerRequest = cpu;
  const bad = result.non2xx + result.errors;
  if (bad > 0) console.warn(`gateway-api-keys: ${bad} of ${result.requests.total} ${label} requests did not answer 2xx`);
  return result;
}

const redis = new Redis(redisUrl);
const key = await writeBenchKey(redis);
const labels = ['anonymous', 'keyed'];
const figures = { anonymous: [], keyed: [] };
const cpu = { anonymous: [], keyed: [] };
let keyedTotal = 0;
const pair = await startPair(key.secret);
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const label of labels) {
      const result = await measure(pair, label);
      figures[label].push(result.requests.average);
      cpu[label].push(result.cpuMsPerRequest);
      if (label === 'keyed') keyedTotal += result.requests.total;
      console.log(
        `round ${round} ${label.padEnd(9)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  CPU ${result.cpuMsPerRequest.toFixed(3)} ms/request`,
      );
    }
  }
  // The keyed side really was checked and counted: the key's total moved with the load (warm-ups included).
  const counted = Number((await redis.hget(apiKeyUsageKey(key.id), 'total')) ?? 0);
  console.log(`the key's counted requests: ${counted} (at least ${keyedTotal} measured)`);
  if (counted < keyedTotal) console.warn('gateway-api-keys: the key counted fewer calls than were measured; the keyed side may not have been checked');
} finally {
  await pair.stop();
  await redis.del(apiKeyRecordKey(key.hash), apiKeyUsageKey(key.id));
  redis.disconnect();
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
// The median of each round's keyed/anonymous: a round the machine was busy for moves both of its halves.
const ratio = median(figures.keyed.map((value, index) => value / figures.anonymous[index]));
const cpuRatio = median(cpu.keyed.map((value, index) => value / cpu.anonymous[index]));
const note = `GET /api/(v1/)vendors${query} through the gateway to catalog, ${connections} connections, ${rounds}×${duration} s each`;
const target = `target ≥ 0.90: ${ratio >= 0.9 ? 'met' : 'missed'}`;
console.log(`keyed/anonymous throughput ${ratio.toFixed(2)} (${target}); CPU per request keyed/anonymous ${cpuRatio.toFixed(2)}`);
record({ bench: 'gateway-api-keys', metric: 'gateway throughput, anonymous', value: Math.round(mean(figures.anonymous)), unit: 'req/s', note });
record({ bench: 'gateway-api-keys', metric: 'gateway throughput, with an API key', value: Math.round(mean(figures.keyed)), unit: 'req/s', note });
record({
  bench: 'gateway-api-keys',
  metric: 'CPU per request keyed/anonymous',
  value: Number(cpuRatio.toFixed(2)),
  unit: 'ratio',
  note: 'gateway and catalog together',
});
record({ bench: 'gateway-api-keys', metric: 'keyed/anonymous throughput', value: Number(ratio.toFixed(2)), unit: 'ratio', note: target });
