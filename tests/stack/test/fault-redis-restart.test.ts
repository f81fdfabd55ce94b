import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressedTo,
  adminToken,
  call,
  cleanupQuietly,
  createActiveVendor,
  enquiryTo,
  eventually,
  outbox,
  quoteRequest,
  SmtpSink,
  type Answer,
  type TestVendor,
} from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

const ADMIN_EMAIL = 'admin@stallplan.local';
const ENQUIRIES = 4;
const PDFS = 4;

interface QuoteSummary {
  quoteNumber: string;
  companyName: string;
  pdfStatus: string;
}

/** Whether BullMQ holds a job with this id in Redis right now (its hash exists). */
async function jobsInRedis(redisUrl: string, keys: string[]): Promise<number> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return keys.length === 0 ? 0 : await redis.exists(...keys);
  } finally {
    redis.disconnect();
  }
}

describe('Redis killed and started again with queued mail and PDF jobs', () => {
  let stack: TestStack | undefined;
  let sink: SmtpSink | undefined;
  let token = '';
  let vendor: TestVendor;

  beforeAll(async () => {
    sink = await SmtpSink.onFreePort();
    await sink.listen();
    stack = await startTestStack({
      ownInfra: true,
      env: {
        SMTP_URL: sink.url,
        ADMIN_EMAIL,
        // One message at a time, so while the sink holds one the others wait in Redis.
        MAIL_CONCURRENCY: '1',
        // A held message must not time out and count as a failed attempt.
        SMTP_TIMEOUT_MS: '60000',
        MAIL_BACKOFF_MS: '200',
        MAIL_ATTEMPTS: '20',
        // The sweep that queues a message Redis could not take; seconds rather than a minute.
        MAIL_REQUEUE_INTERVAL_MS: '5000',
        // One render at a time, so PDF jobs are still waiting when Redis goes.
        PDF_CONCURRENCY: '1',
        // This one client waits for all its PDFs at once, beyond the default two in flight.
        PDF_JOBS_PER_CLIENT: String(PDFS),
      },
    });
    token = await adminToken(stack);
    vendor = await createActiveVendor(stack, token);
  });
  afterAll(async () => {
    sink?.release();
    await cleanupQuietly(stack);
    await sink?.stop();
  });

  it('resumes every queued job once Redis is back: each enquiry is sent and each PDF can be downloaded', async () => {
    if (!stack || !sink) throw new Error('no stack');
    const tag = randomBytes(3).toString('hex');

    // Mail: accepted by the API, then stuck at the sink (one in flight, the rest waiting in the queue).
    sink.hold();
    for (let index = 0; index < ENQUIRIES; index += 1) {
      const answer = await call(stack, 'POST', '/api/enquiry/send', { body: enquiryTo(vendor, `${tag}-${index}`) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    await eventually('a mail job is in flight at the sink', async () => (sink!.heldCount >= 1 ? true : undefined));

    // PDFs: the callers wait for their documents while Redis goes away under them.
    const companies = Array.from({ length: PDFS }, (_unused, index) => `PDF Fault ${tag} ${index}`);
    const pdfCalls: Array<Promise<Answer>> = companies.map((company) =>
      call(stack!, 'POST', '/api/generate-quote-pdf', { body: quoteRequest(company), timeoutMs: 120_000 }),
    );
    const ourQuotes = async (): Promise<QuoteSummary[]> => {
      const page = await call(stack!, 'GET', '/api/admin/quotes?limit=50', { token });
      if (page.status !== 200) throw new Error(`admin quotes answered ${page.status}`);
      return (page.body as { data: QuoteSummary[] }).data.filter((quote) => companies.includes(quote.companyName));
    };
    const quotes = await eventually('every quote is stored', async () => {
      const stored = await ourQuotes();
      return stored.length === PDFS ? stored : undefined;
    });

    // The jobs are in Redis when it dies, so what follows is a resumption, not a first run.
    const messages = addressedTo(await outbox(stack, token), [vendor.email, ADMIN_EMAIL]);
    expect(messages).toHaveLength(ENQUIRIES * 2);
    const mailJobKeys = messages.map((message) => `notify:mail:mail-${message.id}`);
    const pdfJobKeys = quotes.map((quote) => `stallplan:pdf:quote-${quote.quoteNumber}`);
    await eventually('every job is in Redis', async () =>
      (await jobsInRedis(stack!.redisUrl, [...mailJobKeys, ...pdfJobKeys])) === mailJobKeys.length + pdfJobKeys.length ? true : undefined,
    );
    const rendering = (await ourQuotes()).filter((quote) => quote.pdfStatus !== 'ready');
    expect(rendering.length).toBeGreaterThan(0);
    expect(sink.received).toHaveLength(0);

    const redisPid = stack.infraPids.redis;
    const exit = await stack.stopPart('redis', 'SIGKILL');
    expect(exit.signal).toBe('SIGKILL');

    // While it is away the API still answers what does not need it.
    const blogs = await call(stack, 'GET', '/api/blogs?limit=3', { timeoutMs: 10_000 });
    expect(blogs.status).toBe(200);
    const vendors = await call(stack, 'GET', '/api/vendors', { timeoutMs: 10_000 });
    expect(vendors.status).toBe(200);
    expect(vendors.body).toMatchObject({ success: true, data: expect.arrayContaining([expect.objectContaining({ id: vendor.id })]) });
    // An enquiry is stored in the outbox and accepted; its mail is queued once Redis is back. It is
    // slower than usual (the gateway's and notify's rate limits each give Redis a reconnect attempt,
    // each of its two mails a second to be queued) but answers: before the fix it waited for Redis.
    const lateEnquiry = await call(stack, 'POST', '/api/enquiry/send', { body: enquiryTo(vendor, `${tag}-late`), timeoutMs: 15_000 });
    expect(lateEnquiry.status, JSON.stringify(lateEnquiry.body)).toBe(200);
    expect(lateEnquiry.ms).toBeLessThan(10_000);

    await stack.startPart('redis');
    expect(stack.infraPids.redis).not.toBe(redisPid);
    // The jobs came back from the append-only file.
    expect(await jobsInRedis(stack.redisUrl, [...mailJobKeys, ...pdfJobKeys])).toBeGreaterThan(0);
    sink.release();

    const sent = await eventually(
      'every enquiry mail is sent',
      async () => {
        const current = addressedTo(await outbox(stack!, token), [vendor.email, ADMIN_EMAIL]);
        return current.length === (ENQUIRIES + 1) * 2 && current.every((message) => message.status === 'sent') ? current : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500 },
    );
    expect(sent.map((message) => message.id)).toEqual(expect.arrayContaining(messages.map((message) => message.id)));
    // Each once: the late enquiry's too, and nothing twice.
    expect(sink.to(vendor.email)).toHaveLength(ENQUIRIES + 1);
    expect(sink.to(ADMIN_EMAIL)).toHaveLength(ENQUIRIES + 1);
    expect(sink.received.filter((mail) => mail.raw.includes(`Fault Co ${tag}-late`))).toHaveLength(2);

    for (const quote of quotes) {
      const pdf = await eventually(
        `quote ${quote.quoteNumber} can be downloaded`,
        async () => {
          const answer = await call(stack!, 'GET', `/api/quotes/${quote.quoteNumber}/pdf`, { token });
          return answer.status === 200 ? answer : undefined;
        },
        { timeoutMs: 90_000, intervalMs: 500 },
      );
      expect(pdf.contentType).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // The callers who waited got their PDF or a clear 503 JSON; no hang, no 500.
    for (const answer of await Promise.all(pdfCalls)) {
      if (answer.status === 200) {
        expect(answer.contentType).toBe('application/pdf');
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.body).toMatchObject({ success: false });
      }
    }
  });
});
