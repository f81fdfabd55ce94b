import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { createFileBlobStore } from '@stallplan/service-kit/store';
import { adminToken, call, cleanupQuietly, eventually, quoteRequest } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/**
 * Who a client is. The gateway counts the TCP peer and forwards it in X-Forwarded-For; the quotes
 * service believes that header only from the gateway. So each client here is a real address of its
 * own: Linux answers the whole of 127.0.0.0/8 on loopback, and a request bound to 127.0.0.2 reaches
 * the gateway from 127.0.0.2, exactly as two people on two machines would. No header is forged.
 */
const FLOOD_CLIENT = '127.0.0.2';
const OTHER_CLIENT = '127.0.0.3';
const FLOOD_SIZE = 20;
const TOO_MANY = 'You already have 2 PDFs being made. Please wait until one of them is ready, then try again.';
const DAY_MS = 86_400_000;

interface Reply {
  status: number;
  ms: number;
  retryAfter: string | undefined;
  contentType: string;
  quoteNumber: string | undefined;
  body: Buffer;
}

/** A POST to the gateway from `localAddress`, as the client at that address would send it. */
function postFrom(stack: TestStack, localAddress: string, path: string, body: unknown): Promise<Reply> {
  const started = Date.now();
  const { port } = new URL(stack.gatewayUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: Number(port), localAddress, method: 'POST', path, headers: { 'content-type': 'application/json' }, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: Date.now() - started,
            retryAfter: res.headers['retry-after'],
            contentType: String(res.headers['content-type'] ?? ''),
            quoteNumber: res.headers['x-quote-number'] as string | undefined,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${path} from ${localAddress} took over a minute`)));
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const isPdf = (reply: Reply) => reply.status === 200 && reply.contentType === 'application/pdf' && reply.body.subarray(0, 5).toString('latin1') === '%PDF-';

describe('quote PDFs: one client cannot starve another, and stored PDFs do not live for ever', () => {
  let stack: TestStack | undefined;
  let mongo: MongoClient | undefined;
  let token = '';
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    stack = await startTestStack({
      env: {
        // The gateway's own per-client limit (tested in security-limits) would otherwise answer the
        // flood before it reaches the quotes service; here the PDF limit is what is under test.
        RATE_LIMIT_PER_MINUTE: '1000000',
        // The retention sweep every second rather than every hour, so an expired PDF goes at once.
        PDF_RETENTION_SWEEP_MS: '1000',
      },
    });
    token = await adminToken(stack);
    mongo = await MongoClient.connect(inject('mongoUrl'));
  });
  afterAll(async () => {
    await mongo?.close();
    await cleanupQuietly(stack);
  });

  const quotes = () => {
    if (!mongo) throw new Error('no database');
    return mongo.db('quotes').collection<{ quoteNumber: string; createdAt: Date; pdfFileId: string | null; pdfStatus: string }>('quotes');
  };
  // What the quotes service keeps of a PDF in the stack's blob store, or null once it is gone.
  const storedFile = async (fileId: string) => {
    if (!stack) throw new Error('no stack');
    return createFileBlobStore({ rootDir: stack.blobDir, bucket: 'pdfs' }).stat(fileId);
  };

  it("refuses a client's PDFs beyond 2 in flight with 429 and Retry-After, and another client's PDF is back within 3 s meanwhile", async () => {
    if (!stack) throw new Error('no stack');
    const s = stack;
    // A first PDF starts Chromium, which takes longer than any PDF after it.
    expect(isPdf(await postFrom(s, OTHER_CLIENT, '/api/generate-quote-pdf', quoteRequest(`Warm Up ${tag}`)))).toBe(true);

    // The flood's first burst: 20 at once. Two are taken; the rest are refused at once.
    const burst = await Promise.all(
      Array.from({ length: FLOOD_SIZE }, (_unused, index) => postFrom(s, FLOOD_CLIENT, '/api/generate-quote-pdf', quoteRequest(`Flood ${tag} ${index}`))),
    );
    const refused = burst.filter((reply) => reply.status === 429);
    expect(burst.filter(isPdf)).toHaveLength(2);
    expect(refused).toHaveLength(FLOOD_SIZE - 2);
    for (const reply of refused) {
      expect(Number(reply.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(reply.body.toString('utf8'))).toEqual({ success: false, error: TOO_MANY });
    }
    // Nothing was stored for a refused request.
    expect(await quotes().countDocuments({ companyName: { $regex: `^Flood ${tag} ` } })).toBe(2);

    // The flood goes on: 20 callers, each sending again as soon as it has a PDF, or as soon as
    // Retry-After allows when refused, so the client always holds its two renders and keeps asking
    // for more. (A caller ignoring Retry-After in a tight loop is the gateway's per-client rate
    // limit's to stop, tested in security-limits; here the clients share the test machine's two
    // CPUs with the stack, so a storm of refusals would slow every render, not test fairness.)
    let flooding = true;
    const flood = { pdfs: 0, refused: 0, other: 0 };
    const floodLoops = Array.from({ length: FLOOD_SIZE }, async (_unused, index) => {
      for (let round = 0; flooding; round += 1) {
        const reply = await postFrom(s, FLOOD_CLIENT, '/api/generate-quote-pdf', quoteRequest(`Flood ${tag} ${index}-${round}`));
        if (isPdf(reply)) flood.pdfs += 1;
        else if (reply.status === 429) flood.refused += 1;
        else flood.other += 1;
        if (reply.status === 429) await new Promise((resolve) => setTimeout(resolve, Number(reply.retryAfter) * 1000));
      }
    });
    await eventually('the flood holds its two slots', async () => (flood.refused >= FLOOD_SIZE - 2 ? true : undefined), { timeoutMs: 30_000 });

    // Meanwhile another client asks for one PDF at a time.
    const single: Reply[] = [];
    for (let index = 0; index < 3; index += 1) single.push(await postFrom(s, OTHER_CLIENT, '/api/generate-quote-pdf', quoteRequest(`Single ${tag} ${index}`)));
    const floodedPdfs = flood.pdfs;
    flooding = false;
    await Promise.all(floodLoops);

    for (const reply of single) {
      expect(isPdf(reply), `status ${reply.status}: ${reply.body.toString('utf8').slice(0, 200)}`).toBe(true);
      expect(reply.ms).toBeLessThan(3000);
    }
    // The flood was real: it kept getting PDFs and refusals throughout, and nothing else.
    expect(floodedPdfs).toBeGreaterThan(0);
    expect(flood.refused).toBeGreaterThanOrEqual(FLOOD_SIZE - 2);
    expect(flood.other).toBe(0);
  }, 180_000);

  it('removes an unpinned PDF past the retention period and keeps a pinned one', async () => {
    if (!stack) throw new Error('no stack');
    const make = async (company: string) => {
      const answer = await call(stack!, 'POST', '/api/generate-quote-pdf', { body: quoteRequest(company), timeoutMs: 60_000 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const record = await quotes().findOne({ companyName: company });
      if (!record?.pdfFileId) throw new Error(`${company} has no stored PDF`);
      return { quoteNumber: record.quoteNumber, fileId: record.pdfFileId };
    };
    const pinned = await make(`Pinned ${tag}`);
    const unpinned = await make(`Unpinned ${tag}`);
    const pin = await call(stack, 'PATCH', `/api/admin/quotes/${pinned.quoteNumber}`, { body: { pinned: true }, token });
    expect(pin.status, JSON.stringify(pin.body)).toBe(200);
    expect(pin.body).toMatchObject({ success: true, data: { quoteNumber: pinned.quoteNumber, pinned: true, pdfExpiresAt: null } });

    // Retention counts from the day the quote was made: both are made 31 days ago, as far as the
    // service can tell. The 30-day rule itself is the one that ships.
    const monthAgo = new Date(Date.now() - 31 * DAY_MS);
    await quotes().updateMany({ quoteNumber: { $in: [pinned.quoteNumber, unpinned.quoteNumber] } }, { $set: { createdAt: monthAgo } });

    const expired = await eventually(
      'the sweep removes the unpinned PDF',
      async () => {
        const answer = await call(stack!, 'GET', `/api/quotes/${unpinned.quoteNumber}/pdf`, { token });
        return answer.status === 410 ? answer : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(expired.body).toMatchObject({ success: false, error: expect.stringContaining('no longer kept') });
    expect(await storedFile(unpinned.fileId)).toBeNull();
    expect(await quotes().findOne({ quoteNumber: unpinned.quoteNumber })).toMatchObject({ pdfStatus: 'expired', pdfFileId: null });

    // Several sweeps later the pinned one is still there.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const kept = await call(stack, 'GET', `/api/quotes/${pinned.quoteNumber}/pdf`, { token });
    expect(kept.status).toBe(200);
    expect(kept.contentType).toBe('application/pdf');
    expect(await storedFile(pinned.fileId)).not.toBeNull();
  }, 120_000);

  it('lets only the admin delete a quote, and then its record and its PDF file are gone', async () => {
    if (!stack) throw new Error('no stack');
    const company = `Delete ${tag}`;
    const made = await call(stack, 'POST', '/api/generate-quote-pdf', { body: quoteRequest(company), timeoutMs: 60_000 });
    expect(made.status).toBe(200);
    const record = await quotes().findOne({ companyName: company });
    if (!record?.pdfFileId) throw new Error('no stored PDF');
    const path = `/api/admin/quotes/${record.quoteNumber}`;

    const anonymous = await call(stack, 'DELETE', path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false });
    expect((await call(stack, 'GET', `/api/quotes/${record.quoteNumber}/pdf`, { token })).status).toBe(200);

    const deleted = await call(stack, 'DELETE', path, { token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: `Quote ${record.quoteNumber} and its PDF were deleted.` });
    expect((await call(stack, 'GET', `/api/quotes/${record.quoteNumber}`)).status).toBe(404);
    expect((await call(stack, 'GET', `/api/quotes/${record.quoteNumber}/pdf`, { token })).status).toBe(404);
    expect(await storedFile(record.pdfFileId)).toBeNull();
    expect((await call(stack, 'DELETE', path, { token })).status).toBe(404);
  }, 120_000);
});
