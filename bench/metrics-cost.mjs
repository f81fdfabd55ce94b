// What metrics and tracing cost: the same cheap proxied GET (one vendor from catalog, through the
// gateway) against gateway + catalog pairs started here: `off` with neither; `on` with METRICS_PORT
// and OTEL_EXPORTER_OTLP_ENDPOINT set (spans to a local sink that answers 200, /metrics scraped
// every second as Prometheus would, only more often) at the default head sampling, as deployed;
// `all` the same with OTEL_TRACES_SAMPLE_RATIO=1, every request traced. Measured in turns (off, on,
// all, off, …) so a busy moment of the machine falls on each; prints requests/s, CPU per request and
// the median of the rounds' on/off. The target (≥ 0.9) is for the default configuration; the
// every-request figure says what a higher ratio would cost.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { cpuMsPerRequest, freePort, startProcess, stopProcesses, unsetAsEmpty, waitForOk } from './lib/bench-processes.mjs';
import { record } from './lib/report.mjs';

const path = process.env.BENCH_PATH ?? '/api/vendors?pageSize=1';
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
// `metrics` or `tracing` turns on only that one, to see which costs what; the recorded target is for both.
const observe = process.env.BENCH_OBSERVE ?? 'both';
const withMetrics = observe !== 'tracing';
const withTracing = observe !== 'metrics';
const mongoUrl = process.env.MONGO_URL;
const redisUrl = process.env.REDIS_URL;
if (!mongoUrl || !redisUrl) {
  console.error('metrics-cost: MONGO_URL and REDIS_URL are needed (npm run bench sets them)');
  process.exit(1);
}
// The other services the gateway knows of: the bench stack's, when there is one.
const serviceUrls = JSON.parse(process.env.SERVICE_URLS ?? '{}');

/** An OTLP/HTTP receiver that reads each export and answers 200, as a collector would; one per traced pair, to see each sent spans. */
async function startSpanSink() {
  let exports = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${server.address().port}`, exports: () => exports, close: () => server.close() };
}

/** A catalog with the demo vendors in a database of its own, and a gateway in front of it. */
async function startPair(label, observability) {
  // observability: null (off), or { sinkUrl, sampleRatio } where an undefined ratio leaves the processes' default.
  const [catalogPort, gatewayPort, catalogMetrics, gatewayMetrics] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const adminSecret = randomBytes(24).toString('hex');
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    REDIS_URL: redisUrl,
    ADMIN_TOKEN_SECRET: adminSecret,
    METRICS_PORT: undefined,
    METRICS_HOST: undefined,
    OTEL_EXPORTER_OTLP_ENDPOINT: observability && withTracing ? observability.sinkUrl : undefined,
    OTEL_TRACES_SAMPLE_RATIO: observability?.sampleRatio,
  };
  const catalogEnv = {
    ...common,
    HOST: '127.0.0.1',
    PORT: String(catalogPort),
    MONGO_URL: mongoUrl,
    MONGO_DB: `bench_metrics_${label}`,
    SERVICE_TOKEN_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO_DATA: 'true',
    ...(observability && withMetrics ? { METRICS_PORT: String(catalogMetrics) } : {}),
  };
  const gatewayEnv = {
    ...common,
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '1000000000',
    ...Object.fromEntries(Object.entries(serviceUrls).map(([service, url]) => [`${service.toUpperCase()}_URL`, url])),
    CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
    ...(observability && withMetrics ? { METRICS_PORT: String(gatewayMetrics) } : {}),
  };
  const catalog = startProcess('metrics-cost', `catalog (${label})`, 'services/catalog/dist/server.js', unsetAsEmpty(catalogEnv));
  await waitForOk('metrics-cost', `http://127.0.0.1:${catalogPort}/ready`);
  const gateway = startProcess('metrics-cost', `gateway (${label})`, 'apps/gateway/dist/server.js', unsetAsEmpty(gatewayEnv));
  const url = `http://127.0.0.1:${gatewayPort}${path}`;
  await waitForOk('metrics-cost', url);
  const metricsUrls = observability && withMetrics ? [`http://127.0.0.1:${gatewayMetrics}/metrics`, `http://127.0.0.1:${catalogMetrics}/metrics`] : [];
  return {
    url,
    metricsUrls,
    pids: [gateway.pid, catalog.pid],
    stop: () => stopProcesses([gateway, catalog]),
  };
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: seconds, connections, headers: { accept: 'application/json' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Scrapes every /metrics once a second while the load runs, as a (busy) Prometheus would. */
function scrapeWhile(urls) {
  let scrapes = 0;
  const timer = setInterval(() => {
    for (const url of urls) {
      fetch(url)
        .then((response) => response.text())
        .then(() => (scrapes += 1))
        .catch(() => undefined);
    }
  }, 1000);
  return () => {
    clearInterval(timer);
    return scrapes;
  };
}

async function measure(pair) {
  await run(pair.url, 3); // warm-up pass is discarded
  const stopScraping = scrapeWhile(pair.metricsUrls);
  // CPU per request of the two processes: unlike throughput, hardly moved by other work on the machine.
  const { result, cpuMsPerRequest: cpu } = await cpuMsPerRequest(pair.pids, () => run(pair.url, duration));
  result.cpuMsPerRequest = cpu;
  stopScraping();
  const bad = result.non2xx + result.errors;
  if (bad > 0) console.warn(`metrics-cost: ${bad} of ${result.requests.total} requests did not answer 2xx`);
  return result;
}

// With metrics alone, sampling changes nothing: no `all` pair.
const labels = withTracing ? ['off', 'on', 'all'] : ['off', 'on'];
const sinks = { on: await startSpanSink(), all: await startSpanSink() };
const pairs = {
  off: await startPair('off', null),
  on: await startPair('on', { sinkUrl: sinks.on.url, sampleRatio: undefined }),
  ...(withTracing ? { all: await startPair('all', { sinkUrl: sinks.all.url, sampleRatio: '1' }) } : {}),
};
const figures = Object.fromEntries(labels.map((label) => [label, []]));
const cpu = Object.fromEntries(labels.map((label) => [label, []]));
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const label of labels) {
      const result = await measure(pairs[label]);
      figures[label].push(result.requests.average);
      cpu[label].push(result.cpuMsPerRequest);
      console.log(
        `round ${round} ${label.padEnd(3)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  CPU ${result.cpuMsPerRequest.toFixed(3)} ms/request`,
      );
    }
  }
  // What was on really was: the gateway's series counted the load, spans reached the sink.
  for (const label of labels.slice(1)) {
    const scraped = withMetrics ? await (await fetch(pairs[label].metricsUrls[0])).text() : '';
    const counted = [...scraped.matchAll(/^stallplan_http_requests_total\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
    console.log(`${label} (${observe}): the gateway counted ${counted} requests; the span sink took ${sinks[label].exports()} exports`);
    if ((withMetrics && counted === 0) || (withTracing && sinks[label].exports() === 0))
      console.warn(`metrics-cost: what should be on in "${label}" did not seem to be; its ratio does not measure it`);
  }
} finally {
  await Promise.all(Object.values(pairs).map((pair) => pair.stop()));
  for (const sink of Object.values(sinks)) sink.close();
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
// The median of each round's on/off: a round the machine was busy for moves both of its halves, and one odd round moves nothing.
const ratioOf = (label) => median(figures[label].map((value, index) => value / figures.off[index]));
const cpuRatioOf = (label) => median(cpu[label].map((value, index) => value / cpu.off[index]));
const note = `GET ${path} through the gateway to catalog, ${connections} connections, ${rounds}×${duration} s each`;
const what = withMetrics && withTracing ? 'metrics and tracing' : observe;
const described = { on: `${what} on, default sampling`, all: `${what} on, every request traced` };
record({ bench: 'metrics-cost', metric: `gateway throughput, ${what} off`, value: Math.round(mean(figures.off)), unit: 'req/s', note });
for (const label of labels.slice(1)) {
  const ratio = ratioOf(label);
  const cpuRatio = cpuRatioOf(label);
  // Only the configuration as deployed has a target; tracing every request is the price of a higher ratio, for reference.
  const target = label === 'on' ? `target ≥ 0.90: ${ratio >= 0.9 ? 'met' : 'missed'}` : 'no target: the cost of OTEL_TRACES_SAMPLE_RATIO=1';
  console.log(`${described[label]}: on/off throughput ${ratio.toFixed(2)} (${target}); CPU per request on/off ${cpuRatio.toFixed(2)}`);
  record({ bench: 'metrics-cost', metric: `gateway throughput, ${described[label]}`, value: Math.round(mean(figures[label])), unit: 'req/s', note });
  record({
    bench: 'metrics-cost',
    metric: `CPU per request on/off, ${described[label]}`,
    value: Number(cpuRatio.toFixed(2)),
    unit: 'ratio',
    note: 'gateway and catalog together',
  });
  record({ bench: 'metrics-cost', metric: `on/off throughput, ${described[label]}`, value: Number(ratio.toFixed(2)), unit: 'ratio', note: target });
}
