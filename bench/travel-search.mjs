// Travel searches per second at the service, cold (every request a query never asked before, so
// each one reaches the built-in provider and is written to Redis) and cached (one query over and
// over, answered from Redis). Targets for the cached search: p50 under 5 ms, 2,000 req/s or more.
import autocannon from 'autocannon';
import { record } from './lib/report.mjs';

const serviceUrls = JSON.parse(process.env.SERVICE_URLS ?? '{"travel":"http://127.0.0.1:5103"}');
const base = serviceUrls.travel;
if (!base) throw new Error('SERVICE_URLS has no travel URL.');
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const path = '/api/flights/search';

const HUBS = [
  'New Delhi',
  'Mumbai',
  'Bangalore',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Kochi',
  'Lucknow',
  'Chandigarh',
  'Indore',
  'Coimbatore',
  'Surat',
  'Panaji',
  'Gurgaon',
  'Noida',
];
const DAY_MS = 86_400_000;
const dateIn = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

// Every (origin, destination, date, passengers) is one query; a random start keeps a rerun within
// the cache's ten minutes from meeting the answers of the last run.
const ROUTES = HUBS.flatMap((origin) => HUBS.filter((destination) => destination !== origin).map((destination) => [origin, destination]));
const DATES = 300;
const PASSENGERS = 9;
const SPACE = ROUTES.length * DATES * PASSENGERS;
let next = Math.floor(Math.random() * SPACE);
function coldQuery() {
  const index = next++ % SPACE;
  const [origin, destination] = ROUTES[index % ROUTES.length];
  const rest = Math.floor(index / ROUTES.length);
  return { origin, destination, departureDate: dateIn(1 + (rest % DATES)), passengers: 1 + (Math.floor(rest / DATES) % PASSENGERS) };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${path}`, duration, connections, method: 'POST', headers: { 'content-type': 'application/json' }, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function report(label, result) {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  console.log(
    `${label.padEnd(7)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  ${statuses}  (${connections} connections, ${duration} s)`,
  );
  record({
    bench: 'travel-search',
    metric: `${label} throughput`,
    value: Math.round(result.requests.average),
    unit: 'req/s',
    note: `at the service, ${connections} connections`,
  });
  record({ bench: 'travel-search', metric: `${label} p50`, value: result.latency.p50, unit: 'ms' });
  record({ bench: 'travel-search', metric: `${label} p99`, value: result.latency.p99, unit: 'ms' });
}

const health = await fetch(`${base}/health`).catch(() => undefined);
if (!health?.ok) throw new Error(`The travel service does not answer at ${base}.`);

const cold = await run({ requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(coldQuery()) }) }] });
report('cold', cold);

const cachedBody = JSON.stringify({ origin: 'Mumbai', destination: 'New Delhi', departureDate: dateIn(30), passengers: 2 });
const warm = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: cachedBody });
if (!warm.ok) throw new Error(`The warm-up search answered ${warm.status}: ${await warm.text()}`);
const cached = await run({ body: cachedBody });
report('cached', cached);

const p50Ok = cached.latency.p50 < 5;
const rateOk = cached.requests.average >= 2_000;
console.log(`cached p50 ${cached.latency.p50} ms (target < 5 ms): ${p50Ok ? 'OK' : 'BELOW TARGET'}`);
console.log(`cached ${Math.round(cached.requests.average)} req/s (target ≥ 2,000): ${rateOk ? 'OK' : 'BELOW TARGET'}`);
const speedUp = cached.requests.average / Math.max(1, cold.requests.average);
console.log(`cached/cold throughput: ${speedUp.toFixed(1)}×`);
record({
  bench: 'travel-search',
  metric: 'cached/cold throughput',
  value: Number(speedUp.toFixed(1)),
  unit: 'ratio',
  note: `cached targets (p50 < 5 ms, ≥ 2,000 req/s): ${p50Ok && rateOk ? 'met' : 'missed'}`,
});
