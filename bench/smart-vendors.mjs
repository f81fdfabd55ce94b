// Smart vendor matching over 10,000 vendors, measured at the catalog service itself (target:
// p50 under 50 ms). The app runs in this process from services/catalog/dist on a database of its
// own (bench-catalog-<pid>), so the demo data is never touched; the database is dropped at the end.
// Needs MONGO_URL and REDIS_URL (`npm run bench` provides them) and a built catalog.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { createServer, loadConfig } from '@stallplan/service-kit';
import catalogApp from '../services/catalog/dist/app.js';
import { catalogConfigSchema } from '../services/catalog/dist/config.js';
import { vendorModelFor } from '../services/catalog/dist/vendors/models/vendor-model.js';
import { benchVendor } from './lib/bench-vendor.mjs';
import { record } from './lib/report.mjs';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 10_000);
const BATCH = 1_000;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const path = '/api/smart-vendors?destinationCity=Mumbai&boothSize=18';
const TARGET_P50_MS = 50;

const mongoUrl = process.env.MONGO_URL;
const redisUrl = process.env.REDIS_URL;
if (!mongoUrl || !redisUrl) {
  console.error('smart-vendors bench: MONGO_URL and REDIS_URL must be set (npm run bench sets them).');
  process.exit(2);
}
const dbName = `bench-catalog-${process.pid}`;

const generatedVendor = (index) =>
  benchVendor(index, {
    label: 'Bench Vendor',
    emailOf: (n) => `bench-${n}@example.com`,
    keyword: 'bench',
    description: 'Generated for the matching benchmark.',
  });

async function insertVendors() {
  const connection = await mongoose.createConnection(mongoUrl, { dbName, retryWrites: false }).asPromise();
  try {
    const model = vendorModelFor(connection);
    await model.init();
    const started = Date.now();
    for (let start = 0; start < VENDORS; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, VENDORS - start) }, (_, offset) => generatedVendor(start + offset));
      await model.insertMany(batch, { ordered: false });
    }
    console.log(`inserted ${VENDORS} vendors into ${dbName} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await connection.close();
  }
}

async function dropDatabase() {
  const connection = await mongoose.createConnection(mongoUrl, { dbName, retryWrites: false }).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: seconds, connections, headers: { accept: 'application/json' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

let server;
try {
  await insertVendors();
  const config = loadConfig('catalog', catalogConfigSchema, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MONGO_URL: mongoUrl,
    MONGO_DB: dbName,
    REDIS_URL: redisUrl,
    ADMIN_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SERVICE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
    // npm run bench hands every bench a blob folder of its own.
    BLOB_DIR: process.env.BLOB_DIR,
  });
  server = createServer({ service: 'catalog', logger: false });
  await server.register(catalogApp, { config });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });

  // The first search loads the vendors into memory; time it on its own, then warm up.
  const firstStarted = Date.now();
  const first = await fetch(`${address}${path}`);
  const firstBody = await first.json();
  console.log(`first search (loads ${VENDORS} vendors): ${Date.now() - firstStarted} ms, status ${first.status}, ${firstBody.data?.length ?? 0} results`);
  if (first.status !== 200) throw new Error(`the search answered ${first.status}: ${JSON.stringify(firstBody).slice(0, 300)}`);
  await run(`${address}${path}`, 2);

  const result = await run(`${address}${path}`, duration);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  const p50 = result.latency.p50;
  console.log(
    `smart-vendors over ${VENDORS} vendors, ${connections} connections, ${duration} s: ` +
      `${Math.round(result.requests.average)} req/s  p50 ${p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  ${statuses}`,
  );
  console.log(`p50 ${p50} ms ${p50 < TARGET_P50_MS ? '<' : '>='} ${TARGET_P50_MS} ms target: ${p50 < TARGET_P50_MS ? 'OK' : 'ABOVE TARGET'}`);
  record({
    bench: 'smart-vendors',
    metric: 'throughput',
    value: Math.round(result.requests.average),
    unit: 'req/s',
    note: `at the service, ${VENDORS} vendors, ${connections} connections`,
  });
  record({ bench: 'smart-vendors', metric: 'p50', value: p50, unit: 'ms', note: `target < ${TARGET_P50_MS} ms: ${p50 < TARGET_P50_MS ? 'met' : 'missed'}` });
  record({ bench: 'smart-vendors', metric: 'p99', value: result.latency.p99, unit: 'ms' });
  if (result.non2xx > 0 || result.errors > 0)
    record({ bench: 'smart-vendors', metric: 'failures', value: result.non2xx + result.errors, unit: 'requests', note: 'non-2xx or errors' });
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await server?.close();
  await dropDatabase().catch((error) => console.error(`could not drop ${dbName}: ${error.message}`));
}
