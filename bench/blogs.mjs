// Blog list and search at the content service, over 5,000 articles. Builds the content app in
// this process against the stack's MongoDB in a database of its own (never the demo `content`
// database), loads generated articles, listens on a free port and drives the list and a search
// with autocannon. Prints p50/p99/req/s for each and whether p50 is under 30 ms (the target).
// Run through `npm run bench` (which sets MONGO_URL), after `npm run build`.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import fp from 'fastify-plugin';
import { createServer, loadConfig } from '../packages/service-kit/dist/index.js';
import contentApp, { contentServerOptions } from '../services/content/dist/app.js';
import { contentConfigSchema } from '../services/content/dist/config.js';
import { record } from './lib/report.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 5000);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET_P50_MS = 30;

const mongoUrl = process.env.MONGO_URL;
// Content reads the logout deny-list on admin calls, so it connects to Redis too.
const redisUrl = process.env.REDIS_URL;
if (!mongoUrl || !redisUrl) {
  console.error('blogs bench: MONGO_URL and REDIS_URL must be set; run it through `npm run bench`.');
  process.exit(1);
}

// Deterministic text, so runs compare: a small linear congruential generator.
let seed = 20250101;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(next() * list.length)];
const VOCABULARY = (
  'stall booth exhibitor visitor budget builder fabrication freight carnet customs shell scheme raw space fascia ' +
  'carpet lighting power load organiser manual deadline badge lead follow-up brochure giveaway demo hall aisle ' +
  'corner island platform graphics signage rupees lakh quotation deposit insurance venue Mumbai Delhi Bengaluru ' +
  'Chennai Hyderabad Pune Ahmedabad Kolkata logistics forwarder warehouse dismantling build-up schedule team ' +
  'shift briefing meeting customer distributor launch sample catalogue invoice GST credit return investment'
).split(' ');
const sentence = (min, max) => {
  const length = min + Math.floor(next() * (max - min));
  const words = Array.from({ length }, () => pick(VOCABULARY));
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};

function generatedPost(i) {
  const sections = Array.from({ length: 3 + Math.floor(next() * 3) }, () =>
    [
      `<h2>${sentence(3, 6)}</h2>`,
      `<p>${Array.from({ length: 4 }, () => sentence(8, 18)).join(' ')}</p>`,
      `<ul><li>${sentence(4, 9)}</li><li>${sentence(4, 9)}</li></ul>`,
    ].join(''),
  );
  return {
    header: `${sentence(3, 7).slice(0, -1)} ${i}`,
    slug: `bench-post-${i}`,
    content: sections.join('\n'),
    // Spread over about three years, one every few hours.
    createdAt: new Date(Date.UTC(2023, 0, 1) + i * 5 * 60 * 60 * 1000),
  };
}

function run(url, requests) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, requests, headers: { accept: 'application/json' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label, url, requests) {
  await new Promise((resolve, reject) => {
    autocannon({ url, duration: 1, connections, requests }, (error) => (error ? reject(error) : resolve()));
  });
  const result = await run(url, requests);
  const ok = result.latency.p50 < TARGET_P50_MS;
  console.log(
    `blogs ${label.padEnd(6)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `errors ${result.errors}  non-2xx ${result.non2xx}  p50 < ${TARGET_P50_MS} ms: ${ok ? 'yes' : 'NO (below target)'}`,
  );
  const where = `at the service, ${POSTS} articles, ${connections} connections`;
  record({ bench: 'blogs', metric: `${label} throughput`, value: Math.round(result.requests.average), unit: 'req/s', note: where });
  record({ bench: 'blogs', metric: `${label} p50`, value: result.latency.p50, unit: 'ms', note: `target < ${TARGET_P50_MS} ms: ${ok ? 'met' : 'missed'}` });
  record({ bench: 'blogs', metric: `${label} p99`, value: result.latency.p99, unit: 'ms' });
  return result;
}

const config = loadConfig('content', contentConfigSchema, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  MONGO_URL: mongoUrl,
  MONGO_DB: `bench-content-${process.pid}`,
  REDIS_URL: redisUrl,
  ADMIN_TOKEN_SECRET: randomBytes(32).toString('hex'),
  SEED_DEMO_DATA: 'false',
});
const server = createServer({ service: 'content', logLevel: config.LOG_LEVEL, ...contentServerOptions() });
// Without encapsulation, so the bench can reach the repository to load its articles.
await server.register(fp(contentApp), { config });
await server.ready();

try {
  let started = Date.now();
  const inserted = await server.blogRepository.importMany(Array.from({ length: POSTS }, (_, i) => generatedPost(i + 1)));
  console.log(`blogs: ${inserted} articles loaded into ${config.MONGO_DB} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  started = Date.now();
  const first = await fetch(`${address}/api/blogs`).then((res) => res.json());
  console.log(
    `blogs: first list (loads the archive into memory) in ${Date.now() - started} ms, totalPosts ${first.pagination.totalPosts}, ` +
      `bench process RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
  );

  // Both orders, the first pages and some deep ones.
  const listRequests = [1, 2, 3, 50, 400, 833].flatMap((page) =>
    ['desc', 'asc'].map((sort) => ({ method: 'GET', path: `/api/blogs?page=${page}&sort=${sort}` })),
  );
  // A common word, a rarer one, a phrase, a title number and a miss; every search reads the whole archive.
  const searchRequests = ['booth', 'carnet', 'shell scheme', '4321', 'no such words'].map((search) => ({
    method: 'GET',
    path: `/api/blogs?search=${encodeURIComponent(search)}`,
  }));

  console.log(`blogs: ${connections} connections, ${duration} s per run`);
  await measure('list', address, listRequests);
  await measure('search', address, searchRequests);
} finally {
  // autocannon drops its last requests unanswered when a run ends; let them finish before the
  // database goes, so their late failures do not litter the output.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await server.mongo.dropDatabase().catch((error) => console.error(`blogs bench: could not drop ${config.MONGO_DB}: ${error.message}`));
  await server.close();
}
