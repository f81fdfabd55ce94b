// Load through the gateway, on the demo data the stack seeds in development: GET /api/blogs and a
// smart vendor search at 1, 10 and 50 connections, BENCH_SECONDS each (default 5), recording
// requests/s, p50, p99 and non-2xx answers. Right after the 50-connection runs it reads the
// resident memory of the gateway and every service: the "loaded" counterpart of idle-memory.
import autocannon from 'autocannon';
import { record } from './lib/report.mjs';
import { rssMb } from './lib/resident-memory.mjs';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:5000';
const pids = JSON.parse(process.env.STACK_PIDS ?? '{}');
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCIES = [1, 10, 50];
const TARGETS = [
  { label: 'blogs', path: '/api/blogs', service: 'content' },
  { label: 'smart-vendors', path: '/api/smart-vendors?destinationCity=Mumbai&boothSize=18', service: 'catalog' },
];

function run(url, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: seconds, connections, headers: { accept: 'application/json' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// An empty or failing answer would make the figures meaningless, so check each route once first;
// a short pass then fills the caches and warms the JIT before anything is measured.
for (const { path } of TARGETS) {
  const res = await fetch(`${gatewayUrl}${path}`, { headers: { accept: 'application/json' } });
  if (res.status !== 200) throw new Error(`GET ${path} through the gateway answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  await run(`${gatewayUrl}${path}`, 1, 10);
}

// Concurrency outermost, so the two heaviest runs come last, back to back, before memory is read.
for (const connections of CONCURRENCIES) {
  for (const { label, path } of TARGETS) {
    const result = await run(`${gatewayUrl}${path}`, duration, connections);
    const rate = Math.round(result.requests.average);
    console.log(
      `gateway ${label.padEnd(13)} c=${String(connections).padEnd(2)}  ${rate} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
    const metric = `${label} c=${connections}`;
    record({ bench: 'gateway-load', metric: `${metric} throughput`, value: rate, unit: 'req/s', note: `GET ${path}, ${duration} s` });
    record({ bench: 'gateway-load', metric: `${metric} p50`, value: result.latency.p50, unit: 'ms' });
    record({ bench: 'gateway-load', metric: `${metric} p99`, value: result.latency.p99, unit: 'ms' });
    record({
      bench: 'gateway-load',
      metric: `${metric} non-2xx`,
      value: result.non2xx,
      unit: 'responses',
      ...(result.errors > 0 ? { note: `and ${result.errors} errors` } : {}),
    });
  }
}

const heaviest = CONCURRENCIES[CONCURRENCIES.length - 1];
const loaded = new Set(['gateway', ...TARGETS.map((target) => target.service)]);
for (const [name, pid] of Object.entries(pids)) {
  try {
    const mb = rssMb(pid);
    console.log(`loaded ${name.padEnd(9)} ${mb.toFixed(1).padStart(6)} MB RSS`);
    record({
      bench: 'gateway-load',
      metric: `${name} loaded RSS`,
      value: Number(mb.toFixed(1)),
      unit: 'MB',
      note: loaded.has(name) ? `after the c=${heaviest} runs` : 'not reached by this load',
    });
  } catch {
    console.log(`loaded ${name.padEnd(9)} pid ${pid}: not running`);
  }
}
