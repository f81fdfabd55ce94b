// Growth: does anything get slower, or hold more memory, as data piles up? The stack's own stores
// are filled in two stages, first to a tenth and then to the full size: 10,000 saved plans (each
// with BENCH_GROWTH_VERSIONS versions), 5,000 stored quote PDFs, 10,000 vendors and 5,000 blog
// articles. One new owner e-mail holds exactly 100 of the plans at both sizes; the other plans
// belong to owners of five each. At each size the calls people make most are timed one at a time,
// taking turns round by round so a burst of other work on the machine lands on all of them alike
// (p50 and p95, after a few untimed rounds): save a plan (PUT /api/plans/:token, what the planner's
// autosave sends; every tenth changes the team, a priced figure, and so makes a version), open a
// plan, the owner's My plans list, a new quote PDF, a stored quote and its PDF, a vendor's profile,
// a page of Find Builders, smart matching and an article by slug; beside them a control call that
// reads no data (the quotes service's /ready), whose ratio is the machine's own drift between the
// two sizes, and the CPU time the stack's processes used a round (Chromium's not counted), which
// other work on the machine sways less than latency. The first read of the vendor list, matching
// and the blog after a fill is timed on its own: it reloads the service's in-memory copy.
//
// How each is filled:
// - Plans: POST /api/plans at the quotes service, each from a client address of its own in
//   X-Forwarded-For (trusted from loopback) as plan-save-and-list.mjs does, then saves that change
//   the team size until the plan has its versions.
// - Quote PDFs: one quote made through the gateway gives a real stored record and PDF; copies are
//   written as the PDF job writes them (services/quotes/src/jobs/render-pdf.handler.ts): the bytes
//   into the quotes service's own PDF store (createPdfFileStore: its blob store, bucket `pdfs`), then
//   the record through the quote model, ready and pointing at them. The BLOB_DIR `npm run bench`
//   hands benches is a folder of their own, not the stack's, so BLOB_STORE, BLOB_DIR and the S3_*
//   settings are read from the quotes process's own environment (/proc/<pid>/environ); this one's
//   only when that cannot be read (a run by hand). One copy is then downloaded to check.
// - Vendors: through catalog's vendor model (insertMany, so defaults and timestamps are the
//   service's), then the Redis counter catalog's in-memory lists check is raised, as every vendor
//   write does (services/catalog/src/vendors/plugins/vendor-repository.ts).
// - Articles: through content's blog model, cleaned by its sanitiser as importMany does, then the
//   `blogs` revision in service_state is raised as every blog write does
//   (services/content/src/plugins/app/blog-repository.ts).
// Plan calls go to the quotes service (the per-client save limit counts the client's address,
// which the gateway would make one for every call here); the others go through the gateway, as the
// web app calls them. Each service's database name is read from its process as well.
//
// Resident memory of every process (STACK_PIDS, INFRA_PIDS, and the PostgreSQL behind FerretDB as
// the proportional size of its processes) is read idle before filling, right after the timed calls
// and again once the stack has been idle for BENCH_GROWTH_IDLE_MS. Everything this bench stored is
// deleted at the end unless BENCH_KEEP=1.
//
// Targets: each p50 at full size within 1.25× of the tenth; at full size a save p50 under 30 ms,
// My plans under 80 ms and a quote PDF under 300 ms at the gateway; each process's idle memory after
// the bench within 1.3× of its idle memory before filling.
//
// Env: BENCH_GROWTH_SCALE (1; 0.1 makes the full size a tenth, for a quick run), BENCH_GROWTH_SAMPLES
// (100 timed calls an operation), BENCH_GROWTH_PDF_SAMPLES (30 new quote PDFs), BENCH_GROWTH_VERSIONS
// (2 versions a plan), BENCH_GROWTH_CONCURRENCY (8 calls at a time while filling),
// BENCH_GROWTH_SETTLE_MS (5000: the pause after each fill and before the memory reading right after the
// calls; the idle reading before filling waits at least 15 s),
// BENCH_GROWTH_IDLE_MS (90000: the idle time before the last memory reading; FerretDB closes
// connections idle for a minute, and PostgreSQL's backend processes with them).
import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { z } from 'zod';
import { BLOG_AUTHOR, INDIAN_CITIES } from '@stallplan/contracts';
import { blobStoreConfigShape, refuseIncompleteBlobStore } from '@stallplan/service-kit/store';
import { vendorModelFor } from '../services/catalog/dist/vendors/models/vendor-model.js';
import { sanitizeBlogHtml, SANITIZER_VERSION } from '../services/content/dist/domain/sanitize-blog-html.js';
import { blogModel } from '../services/content/dist/models/blog-model.js';
import { serviceStateModel } from '../services/content/dist/models/service-state-model.js';
import { newQuoteNumber, quotePdfFileName } from '../services/quotes/dist/domain/quote-number.js';
import { quoteModelFor } from '../services/quotes/dist/models/quote-model.js';
import { createPdfFileStore, PDF_CONTENT_TYPE } from '../services/quotes/dist/rendering/pdf-file-store.js';
import { cpuSecondsOf } from './lib/bench-processes.mjs';
import { benchPlan } from './lib/bench-plan.mjs';
import { benchVendor } from './lib/bench-vendor.mjs';
import { postgresBehindFerretDb, postgresCpuSeconds, processEnvironment, pssMb } from './lib/process-facts.mjs';
import { percentile, quoteBody } from './lib/quote-pdf-request.mjs';
import { record } from './lib/report.mjs';
import { rssMb } from './lib/resident-memory.mjs';

const BENCH = 'growth';
const scale = Number(process.env.BENCH_GROWTH_SCALE ?? 1);
const samples = Number(process.env.BENCH_GROWTH_SAMPLES ?? 100);
const pdfSamples = Number(process.env.BENCH_GROWTH_PDF_SAMPLES ?? 30);
const versionsPerPlan = Math.max(1, Number(process.env.BENCH_GROWTH_VERSIONS ?? 2));
const concurrency = Number(process.env.BENCH_GROWTH_CONCURRENCY ?? 8);
const settleMs = Number(process.env.BENCH_GROWTH_SETTLE_MS ?? 5000);
const IDLE_AFTER_START_MS = 15_000;
const idleMs = Number(process.env.BENCH_GROWTH_IDLE_MS ?? 90_000);
const keep = process.env.BENCH_KEEP === '1';

const TARGET_RATIO = 1.25;
const TARGET_MEMORY_RATIO = 1.3;
const OWNER_PLANS = 100;
const WARM_UP = 3;
const DAY_MS = 86_400_000;
const FULL = { plans: 10_000, pdfs: 5_000, vendors: 10_000, articles: 5_000 };
const scaled = (figure, share) => Math.max(1, Math.round(figure * scale * share));
const stages = [
  { name: 'tenth', counts: Object.fromEntries(Object.entries(FULL).map(([kind, figure]) => [kind, scaled(figure, 0.1)])) },
  { name: 'full', counts: Object.fromEntries(Object.entries(FULL).map(([kind, figure]) => [kind, scaled(figure, 1)])) },
];
// The owner's 100 plans are part of the count, so a run scaled below them holds them all the same.
for (const stage of stages) stage.counts.plans = Math.max(stage.counts.plans, OWNER_PLANS);

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:5000';
const serviceUrls = JSON.parse(process.env.SERVICE_URLS ?? '{"quotes":"http://127.0.0.1:5104"}');
const stackPids = JSON.parse(process.env.STACK_PIDS ?? '{}');
const infraPids = JSON.parse(process.env.INFRA_PIDS ?? '{}');
const mongoUrl = process.env.MONGO_URL;
const redisUrl = process.env.REDIS_URL;
if (!mongoUrl || !redisUrl || !serviceUrls.quotes) {
  console.error('growth bench: MONGO_URL, REDIS_URL and SERVICE_URLS with a quotes URL must be set (npm run bench sets them).');
  process.exit(2);
}

const formatCount = (count) => count.toLocaleString('en-US');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

// Deterministic choices, so two runs ask for the same things: a small linear congruential generator.
let seed = 20261128;
const nextRandom = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(nextRandom() * list.length)];

// ---------------------------------------------------------------------------------------------
// The services' own settings, asked of their processes.

/** The environment a service of the stack was started with; empty when it cannot be read (a run by hand). */
function environmentOf(service) {
  const pid = stackPids[service];
  if (!pid) return {};
  try {
    return processEnvironment(pid);
  } catch {
    return {};
  }
}

/** The database a service uses: its MONGO_DB, else its own name (each service's app.ts). */
const databaseOf = (service) => environmentOf(service).MONGO_DB ?? service;

/**
 * The store the quotes service keeps PDFs in, from the blob settings its process was started with;
 * this environment's only when that cannot be read (a run by hand): `npm run bench` hands benches
 * a BLOB_DIR of their own, for services they start themselves, which is not the stack's.
 */
function quotesPdfStore(db) {
  const own = environmentOf('quotes');
  const source = Object.keys(own).length > 0 ? own : process.env;
  const chosen = Object.fromEntries(
    Object.keys(blobStoreConfigShape).flatMap((name) => {
      const value = source[name];
      return value ? [[name, value]] : [];
    }),
  );
  const settings = z.object(blobStoreConfigShape).superRefine(refuseIncompleteBlobStore).safeParse(chosen);
  if (!settings.success) {
    throw new Error(`growth bench: no usable blob settings for the quotes service (${JSON.stringify(chosen)}): ${settings.error.message}`);
  }
  const where = { files: `files under ${settings.data.BLOB_DIR}`, s3: `S3 bucket ${settings.data.S3_BUCKET}`, gridfs: 'GridFS' }[settings.data.BLOB_STORE];
  return { store: createPdfFileStore(settings.data, db), where };
}

// ---------------------------------------------------------------------------------------------
// Calls.

/** One call; the time covers the whole answer, body included. `pdf` reads the body as bytes. */
async function call(base, method, path, { body, client, pdf = false, admin } = {}) {
  const headers = {
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(client ? { 'x-forwarded-for': client } : {}),
    ...(admin ? { 'x-admin-token': admin } : {}),
  };
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { method, headers, ...(body ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}) });
  const payload = pdf && res.ok ? Buffer.from(await res.arrayBuffer()) : await res.json().catch(() => null);
  return { status: res.status, headers: res.headers, body: payload, ms: performance.now() - started };
}

function expectStatus(res, status, what) {
  if (res.status !== status) {
    const detail = Buffer.isBuffer(res.body) ? `${res.body.length} bytes` : JSON.stringify(res.body)?.slice(0, 300);
    throw new Error(`growth bench: ${what} answered ${res.status}: ${detail}`);
  }
  return res;
}

const quotesCall = (method, path, options) => call(serviceUrls.quotes, method, path, options);
const gatewayCall = (method, path, options) => call(gateway, method, path, options);

// A stored quote's PDF prints the exhibitor's contact details and opens for the admin only.
let adminTokenAsked;
function adminToken() {
  adminTokenAsked ??= (async () => {
    if (!process.env.ADMIN_PASSWORD) throw new Error('growth bench: ADMIN_PASSWORD is needed to read stored PDFs (npm run bench sets it)');
    return expectStatus(await gatewayCall('POST', '/api/admin/login', { body: { password: process.env.ADMIN_PASSWORD } }), 200, 'the admin sign-in').body.data
      .token;
  })();
  return adminTokenAsked;
}

/** `total` pieces of work, `concurrency` at a time. */
async function inParallel(total, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Saved plans.

const run = randomBytes(4).toString('hex');
const ownerEmail = `growth-${run}-owner@example.com`;
/** Fill addresses from the benchmark range (198.18.0.0/15), apart from plan-save-and-list's 198.18.x.y. */
const planClient = (n) => `198.19.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
/** Timed saves: a new address every 100, well inside the per-client limit of 120 a minute. */
const saveClient = (index) => `198.19.251.${(Math.floor(index / 100) % 250) + 1}`;
const readClient = '198.19.252.1';

const planContent = (n, email, teamSize) => benchPlan(n, { email, label: 'Growth', teamSize });

/** The team size after `teamSize`: a priced figure, so a save with it makes a version. */
const nextTeamSize = (teamSize) => (teamSize === 8 ? 2 : teamSize + 1);

const ownerPlans = [];
const otherPlans = [];
let planSequence = 0;

/** A new plan of `email`, saved until it has its versions. */
async function createPlan(email) {
  const n = planSequence;
  planSequence += 1;
  let teamSize = 2;
  const created = expectStatus(
    await quotesCall('POST', '/api/plans', { body: { content: planContent(n, email, teamSize) }, client: planClient(n) }),
    201,
    'saving a new plan',
  );
  const plan = { n, email, id: created.body.data.plan.id, token: created.body.data.editToken, revision: created.body.data.plan.revision, teamSize };
  for (let version = 2; version <= versionsPerPlan; version += 1) {
    teamSize = nextTeamSize(teamSize);
    const body = { baseRevision: plan.revision, content: planContent(n, email, teamSize) };
    const saved = expectStatus(await quotesCall('PUT', `/api/plans/${plan.token}`, { body, client: planClient(n) }), 200, 'saving a version while filling');
    plan.revision = saved.body.data.plan.revision;
    plan.teamSize = teamSize;
  }
  return plan;
}

async function fillPlans(target, quotesDb) {
  const started = performance.now();
  const missingOwnerPlans = OWNER_PLANS - ownerPlans.length;
  await inParallel(missingOwnerPlans, async () => ownerPlans.push(await createPlan(ownerEmail)));
  const stored = await quotesDb.collection('plans').countDocuments();
  // Other owners hold five plans each.
  const missing = Math.max(0, target - stored);
  await inParallel(missing, async () => otherPlans.push(await createPlan(`growth-${run}-${Math.floor(planSequence / 5)}@example.com`)));
  const now = await quotesDb.collection('plans').countDocuments();
  const perSecond = rounded((missingOwnerPlans + missing) / ((performance.now() - started) / 1000));
  console.log(`growth: ${formatCount(now)} saved plans stored (${versionsPerPlan} versions each added here) in ${seconds(started)} s, ${perSecond} a second`);
  record({
    bench: BENCH,
    metric: `new plans saved a second while filling to ${formatCount(target)} plans`,
    value: perSecond,
    unit: 'plans/s',
    note: `each a create and ${versionsPerPlan - 1} save(s), ${concurrency} at a time; ${machineLoad()}`,
  });
}

// ---------------------------------------------------------------------------------------------
// Stored quote PDFs.

/** Numbers of the quotes this bench made through the gateway, and of the copies it wrote itself. */
const renderedQuotes = [];
const copiedQuotes = [];
/** A stored quote this bench made: a copied one, or (when the store already held enough) one it rendered. */
const storedQuoteNumber = () => (copiedQuotes.length > 0 ? pick(copiedQuotes).quoteNumber : pick(renderedQuotes));
let quoteTemplate;

async function newQuotePdf() {
  const res = expectStatus(await gatewayCall('POST', '/api/generate-quote-pdf', { body: quoteBody('Growth Exhibitor'), pdf: true }), 200, 'a quote PDF');
  const quoteNumber = res.headers.get('x-quote-number');
  if (quoteNumber) renderedQuotes.push(quoteNumber);
  return { ...res, quoteNumber };
}

async function fillPdfs(target, quotes, pdfStore) {
  const started = performance.now();
  if (!quoteTemplate) {
    const made = await newQuotePdf();
    const stored = await quotes.findOne({ quoteNumber: made.quoteNumber }).lean();
    if (!stored) throw new Error(`growth bench: quote ${made.quoteNumber}, just made through the gateway, is not in the ${quotes.db.name} database`);
    const { _id, ...fields } = stored;
    quoteTemplate = { fields, bytes: made.body, validForMs: stored.validUntil.getTime() - stored.createdAt.getTime() };
  }
  const have = await quotes.countDocuments({ pdfStatus: 'ready' });
  const missing = Math.max(0, target - have);
  const BATCH = 500;
  for (let start = 0; start < missing; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, missing - start) }, (_, offset) => {
      const n = copiedQuotes.length + offset;
      // Made over the last 20 days, inside the 30 days a PDF is kept.
      const createdAt = new Date(Date.now() - (n % 20) * DAY_MS - (n % 1000) * 1000);
      const quoteNumber = newQuoteNumber(createdAt);
      return {
        ...quoteTemplate.fields,
        quoteNumber,
        createdAt,
        validUntil: new Date(createdAt.getTime() + quoteTemplate.validForMs),
        pdfFileName: quotePdfFileName(quoteNumber),
      };
    });
    // The bytes first, then the record that points at them, as the PDF job stores them.
    await inParallel(batch.length, async (index) => {
      const quote = batch[index];
      const metadata = { kind: 'quote', quoteNumber: quote.quoteNumber };
      quote.pdfFileId = await pdfStore.store.put(quoteTemplate.bytes, { contentType: PDF_CONTENT_TYPE, filename: quote.pdfFileName, metadata });
      quote.pdfStatus = 'ready';
      quote.pdfError = null;
    });
    await quotes.insertMany(batch, { ordered: false });
    copiedQuotes.push(...batch.map(({ quoteNumber, pdfFileId }) => ({ quoteNumber, pdfFileId })));
  }
  const now = await quotes.countDocuments({ pdfStatus: 'ready' });
  console.log(`growth: ${formatCount(now)} quotes with a stored PDF (${pdfStore.where}) in ${seconds(started)} s`);
  // What was written must be what the service reads: one copy, downloaded as the app downloads it.
  const copy = copiedQuotes.at(-1);
  if (copy) {
    const res = expectStatus(
      await gatewayCall('GET', `/api/quotes/${copy.quoteNumber}/pdf`, { pdf: true, admin: await adminToken() }),
      200,
      `the stored PDF of the copied quote ${copy.quoteNumber}`,
    );
    if (res.body.length !== quoteTemplate.bytes.length)
      throw new Error(`growth bench: the copied quote's PDF came back with ${res.body.length} bytes, not ${quoteTemplate.bytes.length}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Vendors.

const GROWTH_KEYWORD = 'growth-bench';
const activeVendorIds = [];
let vendorSequence = 0;

const growthVendor = (index) =>
  benchVendor(index, {
    label: `Growth Vendor ${run}`,
    emailOf: (n) => `growth-${run}-vendor-${n}@example.com`,
    keyword: GROWTH_KEYWORD,
    description: 'Generated for the growth benchmark.',
  });

/** Every vendor write raises this counter; catalog's in-memory lists reload on their next read (vendor-repository.ts). */
const vendorsChanged = (redis, catalogDb) => redis.incr(`catalog:${catalogDb}:vendors:version`);

async function fillVendors(target, vendors, redis, catalogDb) {
  const started = performance.now();
  const missing = Math.max(0, target - (await vendors.countDocuments()));
  const BATCH = 1000;
  for (let start = 0; start < missing; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, missing - start) }, () => growthVendor(vendorSequence++));
    const inserted = await vendors.insertMany(batch, { ordered: false });
    activeVendorIds.push(...inserted.filter((vendor) => vendor.isActive).map((vendor) => vendor._id.toHexString()));
  }
  await vendorsChanged(redis, catalogDb);
  console.log(`growth: ${formatCount(await vendors.countDocuments())} vendors stored in ${seconds(started)} s`);
}

// ---------------------------------------------------------------------------------------------
// Blog articles.

const ARTICLE_SLUG = `growth-bench-${run}-`;
const articleSlugs = [];
const VOCABULARY = (
  'stall booth exhibitor visitor budget builder fabrication freight carnet customs shell scheme raw space fascia carpet lighting ' +
  'power organiser manual deadline badge lead brochure demo hall aisle corner island graphics signage rupees quotation deposit ' +
  'venue Mumbai Delhi Bengaluru Chennai Hyderabad Pune logistics forwarder warehouse schedule team meeting customer launch invoice'
).split(' ');
const sentence = (words) => `${Array.from({ length: words }, () => pick(VOCABULARY)).join(' ')}.`.replace(/^./, (first) => first.toUpperCase());

function growthArticle(index) {
  const sections = Array.from(
    { length: 4 },
    () => `<h2>${sentence(5)}</h2><p>${Array.from({ length: 4 }, () => sentence(12)).join(' ')}</p><ul><li>${sentence(6)}</li><li>${sentence(6)}</li></ul>`,
  );
  // One every few hours over about three years.
  const createdAt = new Date(Date.UTC(2023, 0, 1) + index * 5 * 60 * 60 * 1000);
  return {
    header: `${sentence(5).slice(0, -1)} ${index}`,
    content: sanitizeBlogHtml(sections.join('\n')),
    author: BLOG_AUTHOR,
    slug: `${ARTICLE_SLUG}${index}`,
    status: 'published',
    sanitizerVersion: SANITIZER_VERSION,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Every blog write raises this revision; content's in-memory copy reloads on its next read (blog-repository.ts). */
const articlesChanged = (state) => state.updateOne({ _id: 'blogs' }, { $inc: { revision: 1 } }, { upsert: true });

async function fillArticles(target, blogs, state) {
  const started = performance.now();
  const missing = Math.max(0, target - (await blogs.countDocuments()));
  const BATCH = 500;
  for (let start = 0; start < missing; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, missing - start) }, (_, offset) => growthArticle(articleSlugs.length + offset));
    await blogs.insertMany(batch, { ordered: false });
    articleSlugs.push(...batch.map((article) => article.slug));
  }
  await articlesChanged(state);
  console.log(`growth: ${formatCount(await blogs.countDocuments())} blog articles stored in ${seconds(started)} s`);
}

// ---------------------------------------------------------------------------------------------
// Memory.

/** Resident memory of every process now, in MB; PostgreSQL's as the proportional size of all its processes. */
function memoryNow() {
  const figures = {};
  for (const [name, pid] of Object.entries({ ...stackPids, ...infraPids })) {
    try {
      figures[`${name} RSS`] = rssMb(pid);
    } catch {
      // gone: left out
    }
  }
  const postgres = infraPids.ferretdb ? postgresBehindFerretDb(infraPids.ferretdb) : [];
  if (postgres.length > 0) {
    figures['postgresql PSS'] = postgres.reduce((sum, pid) => {
      try {
        return sum + pssMb(pid);
      } catch {
        return sum;
      }
    }, 0);
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Timing.

const sorted = (values) => [...values].sort((a, b) => a - b);
const rounded = (value) => Math.round(value * 10) / 10;

/**
 * Every operation's calls at one size, in rounds: each round makes one call of each operation that
 * still has calls due (the PDFs, fewer, spread evenly over the rounds), so a burst of other work on
 * the machine lands on every operation alike rather than on one. The first WARM_UP rounds are not
 * timed. Answers each operation's times in ms.
 */
async function timeInRounds(calls, counts) {
  const rounds = Math.max(...Object.values(counts));
  const times = Object.fromEntries(Object.keys(counts).map((key) => [key, []]));
  for (let round = 0; round < WARM_UP + rounds; round += 1) {
    for (const [key, count] of Object.entries(counts)) {
      const timed = round - WARM_UP;
      // Warm-up rounds call everything; after them, `count` of the `rounds` rounds call this one.
      const due = timed < 0 || Math.floor(((timed + 1) * count) / rounds) > Math.floor((timed * count) / rounds);
      if (!due) continue;
      const { ms } = await calls[key](round);
      if (timed >= 0) times[key].push(ms);
    }
  }
  return times;
}

const summary = (times) => {
  const ordered = sorted(times);
  return { p50: rounded(percentile(ordered, 50)), p95: rounded(percentile(ordered, 95)), count: times.length };
};

/** How busy the machine was over the last minute, for the notes: figures from a loaded machine run slow. */
const machineLoad = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs`;

// ---------------------------------------------------------------------------------------------
// Run.

const redis = new Redis(redisUrl);
const catalogDb = databaseOf('catalog');
// The bench's own pools grow to the fill's concurrency; closed after 10 s unused, they hold no
// connection of FerretDB's through the idle readings, which are of the stack alone.
const connect = (dbName) => mongoose.createConnection(mongoUrl, { dbName, retryWrites: false, maxIdleTimeMS: 10_000 }).asPromise();
const [quotesConnection, catalogConnection, contentConnection] = await Promise.all([
  connect(databaseOf('quotes')),
  connect(catalogDb),
  connect(databaseOf('content')),
]);
const quotes = quoteModelFor(quotesConnection);
const vendors = vendorModelFor(catalogConnection);
const blogs = blogModel(contentConnection);
const serviceState = serviceStateModel(contentConnection);
const pdfStore = quotesPdfStore(quotesConnection.db);

const session = randomBytes(32).toString('base64url');
const sessionKey = `plans:session:${createHash('sha256').update(session).digest('hex')}`;

const OPERATIONS = [
  { key: 'save', label: 'save a plan', size: 'plans', targetMs: 30 },
  { key: 'open', label: 'open a plan', size: 'plans' },
  { key: 'my-plans', label: 'My plans (100 plans)', size: 'plans', targetMs: 80 },
  { key: 'quote-pdf', label: 'quote PDF', size: 'pdfs', targetMs: 300 },
  { key: 'stored-quote', label: 'stored quote', size: 'pdfs' },
  { key: 'stored-pdf', label: 'stored quote PDF', size: 'pdfs' },
  { key: 'vendor', label: "vendor's profile", size: 'vendors' },
  { key: 'vendor-page', label: 'page of vendors', size: 'vendors' },
  { key: 'matching', label: 'smart matching', size: 'vendors' },
  { key: 'article', label: 'article by slug', size: 'articles' },
  // Reads no data: how much the machine itself drifted between the two sizes (other work on it).
  { key: 'control', label: 'control: quotes /ready', control: true },
];
const sizeText = (kind, counts, stageName) =>
  kind === undefined
    ? `the ${stageName} size`
    : `${formatCount(counts[kind])} ${{ plans: 'plans', pdfs: 'stored PDFs', vendors: 'vendors', articles: 'articles' }[kind]}`;
const results = Object.fromEntries(OPERATIONS.map((operation) => [operation.key, {}]));
let saveIndex = 0;

/** Each operation's calls at one size; `stageIndex` picks the owner's plan that is saved at this size. */
function operationCalls(stageIndex) {
  const saved = ownerPlans[stageIndex];
  const hubs = INDIAN_CITIES.filter((city) => city.isExhibitionHub);
  let vendorPages = 1;
  return {
    save: async () => {
      const index = saveIndex;
      saveIndex += 1;
      // Most autosaves move the planner on (a step); every tenth changes the team, a priced figure.
      if (index % 10 === 9) saved.teamSize = nextTeamSize(saved.teamSize);
      const body = { baseRevision: saved.revision, content: { ...planContent(saved.n, ownerEmail, saved.teamSize), step: 1 + (index % 7) } };
      const res = expectStatus(await quotesCall('PUT', `/api/plans/${saved.token}`, { body, client: saveClient(index) }), 200, 'a save');
      saved.revision = res.body.data.plan.revision;
      return res;
    },
    open: async (index) =>
      expectStatus(await quotesCall('GET', `/api/plans/${ownerPlans[index % OWNER_PLANS].token}`, { client: readClient }), 200, 'opening a plan'),
    'my-plans': async () => {
      const res = expectStatus(await quotesCall('GET', `/api/my-plans/${session}`, { client: readClient }), 200, 'My plans');
      if (res.body.data.plans.length !== OWNER_PLANS) throw new Error(`growth bench: My plans listed ${res.body.data.plans.length} plans, not ${OWNER_PLANS}`);
      return res;
    },
    'quote-pdf': () => newQuotePdf(),
    // As the admin: lookups without a credential are limited per client, far below this bench's calls.
    'stored-quote': async () =>
      expectStatus(await gatewayCall('GET', `/api/quotes/${storedQuoteNumber()}`, { admin: await adminToken() }), 200, 'a stored quote'),
    'stored-pdf': async () =>
      expectStatus(await gatewayCall('GET', `/api/quotes/${storedQuoteNumber()}/pdf`, { pdf: true, admin: await adminToken() }), 200, 'a stored quote PDF'),
    vendor: async () => expectStatus(await gatewayCall('GET', `/api/vendors/${pick(activeVendorIds)}`), 200, "a vendor's profile"),
    'vendor-page': async () => {
      const res = expectStatus(await gatewayCall('GET', `/api/vendors?page=${1 + Math.floor(nextRandom() * vendorPages)}`), 200, 'a page of vendors');
      vendorPages = res.body.totalPages;
      return res;
    },
    matching: async () => {
      const city = encodeURIComponent(pick(hubs).name);
      return expectStatus(await gatewayCall('GET', `/api/smart-vendors?destinationCity=${city}&boothSize=${pick([9, 18, 36, 72])}`), 200, 'smart matching');
    },
    article: async () => expectStatus(await gatewayCall('GET', `/api/blogs/${pick(articleSlugs)}`), 200, 'an article'),
    control: async () => expectStatus(await quotesCall('GET', '/ready'), 200, "the quotes service's /ready"),
  };
}

/** The first read after a fill reloads a service's in-memory copy: timed on its own. */
const FIRST_READS = [
  { key: 'vendor-page', label: 'first page of vendors after filling', size: 'vendors' },
  { key: 'matching', label: 'first smart matching after filling', size: 'vendors' },
  { key: 'article', label: 'first article after filling', size: 'articles' },
];

const cpuOf = cpuSecondsOf;

/**
 * CPU seconds so far of each counted process by name: the Node processes, FerretDB, Redis and
 * PostgreSQL's (its backends summed as one, closed ones included), not Chromium's.
 */
const cpuByProcess = () => ({
  ...Object.fromEntries(Object.entries({ ...stackPids, ...infraPids }).map(([name, pid]) => [name, cpuOf([pid])])),
  postgresql: infraPids.ferretdb ? postgresCpuSeconds(infraPids.ferretdb) : 0,
});

/** CPU seconds so far of all the counted processes together. */
const stackCpu = () => Object.values(cpuByProcess()).reduce((sum, seconds) => sum + seconds, 0);

const describeSize = (counts) =>
  Object.keys(FULL)
    .map((kind) => sizeText(kind, counts))
    .join(', ');
const cpuPerRound = {};
let memoryBefore;
let memoryRightAfter;
let memoryAfter;
try {
  const health = await fetch(`${serviceUrls.quotes}/health`).catch(() => undefined);
  if (!health?.ok) throw new Error(`growth bench: the quotes service does not answer at ${serviceUrls.quotes}`);
  // Idle means after start-up's own release: each service hands start-up's garbage back once it has
  // been quiet for 10 s (releaseMemoryWhenIdle in service-kit).
  await sleep(Math.max(settleMs, IDLE_AFTER_START_MS));
  memoryBefore = memoryNow();

  for (const [stageIndex, stage] of stages.entries()) {
    const { counts } = stage;
    console.log(`growth: filling to the ${stage.name} size: ${describeSize(counts)}`);
    await fillPlans(counts.plans, quotesConnection);
    await fillPdfs(counts.pdfs, quotes, pdfStore);
    await fillVendors(counts.vendors, vendors, redis, catalogDb);
    await fillArticles(counts.articles, blogs, serviceState);
    await redis.set(sessionKey, ownerEmail, 'EX', 7200);
    await sleep(settleMs);

    const calls = operationCalls(stageIndex);
    for (const first of FIRST_READS) {
      const { ms } = await calls[first.key](0);
      console.log(`growth: ${first.label} at ${sizeText(first.size, counts)}: ${rounded(ms)} ms`);
      record({ bench: BENCH, metric: `${first.label} at ${sizeText(first.size, counts)}`, value: rounded(ms), unit: 'ms', note: 'reloads the in-memory copy' });
    }

    const started = performance.now();
    const cpuBefore = stackCpu();
    const cpuByProcessBefore = cpuByProcess();
    const callCounts = Object.fromEntries(OPERATIONS.map(({ key }) => [key, key === 'quote-pdf' ? pdfSamples : samples]));
    const times = await timeInRounds(calls, callCounts);
    const rounds = WARM_UP + Math.max(...Object.values(callCounts));
    cpuPerRound[stage.name] = rounded(((stackCpu() - cpuBefore) * 1000) / rounds);
    const load = machineLoad();
    console.log(`growth: timed at the ${stage.name} size in ${seconds(started)} s (${load}); the stack's CPU ${cpuPerRound[stage.name]} ms a round`);
    const cpuByProcessAfter = cpuByProcess();
    const shares = Object.keys(cpuByProcessAfter).map(
      (name) => `${name} ${rounded(((cpuByProcessAfter[name] - (cpuByProcessBefore[name] ?? 0)) * 1000) / rounds)}`,
    );
    console.log(`growth: CPU ms a round by process at the ${stage.name} size: ${shares.join(', ')}`);
    record({
      bench: BENCH,
      metric: `stack CPU a round of calls at the ${stage.name} size`,
      value: cpuPerRound[stage.name],
      unit: 'ms',
      note: `every process but Chromium; one call of each operation a round, the PDFs in ${pdfSamples} of ${rounds - WARM_UP}; ${describeSize(counts)}`,
    });
    for (const operation of OPERATIONS) {
      const result = summary(times[operation.key]);
      const size = sizeText(operation.size, counts, stage.name);
      results[operation.key][stage.name] = { ...result, size };
      console.log(`growth: ${operation.label.padEnd(22)} p50 ${String(result.p50).padStart(7)} ms  p95 ${String(result.p95).padStart(7)} ms  at ${size}`);
      for (const p of ['p50', 'p95']) {
        record({ bench: BENCH, metric: `${operation.label} ${p} at ${size}`, value: result[p], unit: 'ms', note: `${result.count} calls; ${load}` });
      }
    }
  }

  // Right after the calls a process still holds their garbage; the comparison is idle with idle.
  await sleep(settleMs);
  memoryRightAfter = memoryNow();
  console.log(`growth: memory read; idle for ${idleMs / 1000} s before reading it again`);
  await sleep(idleMs);
  memoryAfter = memoryNow();
} finally {
  if (!keep) {
    const started = performance.now();
    await inParallel(ownerPlans.length + otherPlans.length, async (index) => {
      const plan = index < ownerPlans.length ? ownerPlans[index] : otherPlans[index - ownerPlans.length];
      await quotesCall('DELETE', `/api/plans/${plan.token}`, { client: readClient });
    });
    const made = await quotes.find({ quoteNumber: { $in: renderedQuotes } }, { quoteNumber: 1, pdfFileId: 1 }).lean();
    const stored = [...copiedQuotes, ...made];
    await inParallel(stored.length, async (index) => {
      if (stored[index].pdfFileId) await pdfStore.store.delete(stored[index].pdfFileId);
    });
    for (let start = 0; start < stored.length; start += 500) {
      await quotes.deleteMany({ quoteNumber: { $in: stored.slice(start, start + 500).map((quote) => quote.quoteNumber) } });
    }
    await vendors.deleteMany({ keywords: GROWTH_KEYWORD });
    await vendorsChanged(redis, catalogDb);
    await blogs.deleteMany({ slug: { $regex: `^${ARTICLE_SLUG}` } });
    await articlesChanged(serviceState);
    console.log(`growth: what the bench stored was deleted in ${seconds(started)} s`);
  }
  await redis.del(sessionKey).catch(() => undefined);
  redis.disconnect();
  await Promise.all([quotesConnection, catalogConnection, contentConnection].map((connection) => connection.close()));
}

// ---------------------------------------------------------------------------------------------
// Report.

const [tenth, full] = stages;
const ratioOf = (large, small) => Math.round((large / small) * 100) / 100;
const rows = OPERATIONS.map((operation) => {
  const small = results[operation.key][tenth.name];
  const large = results[operation.key][full.name];
  const ratio = ratioOf(large.p50, small.p50);
  if (operation.control) {
    record({
      bench: BENCH,
      metric: `${operation.label} p50 ${full.name}/${tenth.name}`,
      value: ratio,
      unit: 'ratio',
      note: "reads no data: the machine's own drift",
    });
    return { operation, small, large, ratio };
  }
  const ratioMet = ratio <= TARGET_RATIO;
  const absoluteMet = operation.targetMs === undefined ? undefined : large.p50 < operation.targetMs;
  const notes = [`target ≤ ${TARGET_RATIO}×: ${ratioMet ? 'met' : 'missed'}`];
  if (operation.targetMs !== undefined)
    notes.push(`p50 at ${full.name} size ${large.p50} ms, target < ${operation.targetMs} ms: ${absoluteMet ? 'met' : 'missed'}`);
  record({
    bench: BENCH,
    metric: `${operation.label} p50 ${full.name}/${tenth.name} (${large.size} / ${small.size})`,
    value: ratio,
    unit: 'ratio',
    note: notes.join('; '),
  });
  return { operation, small, large, ratio, ratioMet, absoluteMet };
});
const cpuRatio = ratioOf(cpuPerRound[full.name], cpuPerRound[tenth.name]);
record({
  bench: BENCH,
  metric: `stack CPU a round of calls ${full.name}/${tenth.name}`,
  value: cpuRatio,
  unit: 'ratio',
  note: 'less swayed by other work on the machine than latency',
});

const verdict = ({ operation, ratioMet, absoluteMet }) =>
  operation.control
    ? 'no target: the machine itself'
    : [
        ratioMet ? 'ratio met' : 'ratio MISSED',
        ...(absoluteMet === undefined ? [] : [absoluteMet ? `< ${operation.targetMs} ms met` : `< ${operation.targetMs} ms MISSED`]),
      ].join(', ');
const header = ['operation', `p50 ${tenth.name}`, `p95 ${tenth.name}`, `p50 ${full.name}`, `p95 ${full.name}`, `${full.name}/${tenth.name}`, 'targets'];
const table = [
  ...rows.map((row) => [
    row.operation.label,
    `${row.small.p50} ms`,
    `${row.small.p95} ms`,
    `${row.large.p50} ms`,
    `${row.large.p95} ms`,
    `${row.ratio}×`,
    verdict(row),
  ]),
  ['stack CPU a round', `${cpuPerRound[tenth.name]} ms`, '', `${cpuPerRound[full.name]} ms`, '', `${cpuRatio}×`, 'no target'],
];
const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
const line = (cells) =>
  cells.map((cell, column) => (column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
console.log(`\ngrowth: ${tenth.name} = ${describeSize(tenth.counts)}; ${full.name} = ${describeSize(full.counts)}`);
console.log(line(header));
for (const row of table) console.log(line(row));

console.log(`\ngrowth: memory, idle before filling → right after the calls → idle ${idleMs / 1000} s later (the ratio is idle to idle)`);
let memoryOver = 0;
for (const [name, before] of Object.entries(memoryBefore)) {
  const after = memoryAfter[name];
  if (after === undefined) {
    console.log(`${name.padEnd(16)} ${before.toFixed(1).padStart(7)} MB → gone`);
    continue;
  }
  const ratio = ratioOf(after, before);
  const met = ratio <= TARGET_MEMORY_RATIO;
  if (!met) memoryOver += 1;
  const rightAfter = memoryRightAfter[name];
  console.log(
    `${name.padEnd(18)} ${before.toFixed(1).padStart(7)} MB → ${(rightAfter ?? NaN).toFixed(1).padStart(7)} MB → ${after.toFixed(1).padStart(7)} MB  ${ratio}×${met ? '' : ' (over target)'}`,
  );
  record({ bench: BENCH, metric: `${name} idle before filling`, value: rounded(before), unit: 'MB' });
  if (rightAfter !== undefined)
    record({ bench: BENCH, metric: `${name} right after the calls`, value: rounded(rightAfter), unit: 'MB', note: `at ${describeSize(full.counts)}` });
  record({ bench: BENCH, metric: `${name} idle after the bench`, value: rounded(after), unit: 'MB', note: `at ${describeSize(full.counts)}` });
  record({
    bench: BENCH,
    metric: `${name} idle after/before`,
    value: ratio,
    unit: 'ratio',
    note: `target ≤ ${TARGET_MEMORY_RATIO}×: ${met ? 'met' : 'missed'}`,
  });
}
const missed = rows.filter((row) => !row.operation.control && (!row.ratioMet || row.absoluteMet === false)).length;
console.log(
  `growth: ${missed === 0 ? 'every latency target met' : `${missed} operation(s) missed a latency target`}; ${memoryOver === 0 ? 'every process within' : `${memoryOver} process(es) over`} ${TARGET_MEMORY_RATIO}× memory`,
);
