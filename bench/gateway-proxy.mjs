// Proxied throughput: the same small JSON GET straight to the catalog service and through
// the gateway, measured back to back in one run. Prints requests/s and the ratio (target ≥ 0.6).
import autocannon from 'autocannon';
import { record } from './lib/report.mjs';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:5000';
const serviceUrls = JSON.parse(process.env.SERVICE_URLS ?? '{"catalog":"http://127.0.0.1:5101"}');
const path = process.env.BENCH_PATH ?? '/api/vendors';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers: { accept: 'application/json' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label, url) {
  await run(url).catch(() => undefined); // warm-up pass is discarded
  const result = await run(url);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  console.log(
    `${label.padEnd(9)} ${url}  ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  ${statuses}`,
  );
  record({
    bench: 'gateway-proxy',
    metric: `${label} throughput`,
    value: Math.round(result.requests.average),
    unit: 'req/s',
    note: `GET ${path}, ${connections} connections`,
  });
  record({ bench: 'gateway-proxy', metric: `${label} p50`, value: result.latency.p50, unit: 'ms' });
  return result.requests.average;
}

const direct = await measure('direct', `${serviceUrls.catalog}${path}`);
const proxied = await measure('gateway', `${gatewayUrl}${path}`);
const ratio = proxied / direct;
console.log(`proxied/direct throughput ratio: ${ratio.toFixed(2)} (target ≥ 0.60) ${ratio >= 0.6 ? 'OK' : 'BELOW TARGET'}`);
record({
  bench: 'gateway-proxy',
  metric: 'gateway/direct throughput',
  value: Number(ratio.toFixed(2)),
  unit: 'ratio',
  note: `target ≥ 0.60: ${ratio >= 0.6 ? 'met' : 'missed'}`,
});
