import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose, { type Connection } from 'mongoose';
import { QUOTE_NOT_FOUND_MESSAGE, QUOTE_PDF_EXPIRED_MESSAGE } from '@stallplan/contracts';
import { signAdminToken } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { retentionCutoff } from '../../src/domain/pdf-retention.js';
import { sweepExpiredPdfs } from '../../src/jobs/sweep-expired-pdfs.js';
import { quoteModelFor, type QuoteModel } from '../../src/models/quote-model.js';
import { createPdfFileStore, type PdfFileStore } from '../../src/rendering/pdf-file-store.js';
import { buildQuotes, TEST_ADMIN_SECRET, testBlobSettings } from '../helper.js';
import { quoteRequest } from '../quote-request-fixture.js';

const DAY_MS = 86_400_000;

describe('stored PDFs: retention, pins and deletion', () => {
  const dbName = uniqueDbName('quotes');
  let app: FastifyInstance;
  let connection: Connection;
  let quotes: QuoteModel;
  let files: PdfFileStore;
  let token = '';
  const admin = () => ({ 'x-admin-token': token });
  /** The sweep the service runs on its timer, as of `now`, with the service's 30 days. */
  const sweep = (now: Date) => sweepExpiredPdfs({ quotes, files, cutoff: retentionCutoff(now, 30) });

  beforeAll(async () => {
    app = await buildQuotes({ MONGO_DB: dbName, PDF_RETENTION_DAYS: '30' });
    // The service's database, read as it is stored.
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
    const db = connection.db;
    if (!db) throw new Error('not connected');
    quotes = quoteModelFor(connection);
    files = createPdfFileStore(testBlobSettings(dbName));
    token = (await signAdminToken(TEST_ADMIN_SECRET)).token;
  });
  afterAll(async () => {
    await app.close();
    await connection.close();
  });

  async function newQuote(company: string): Promise<{ quoteNumber: string; fileId: string }> {
    const res = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: quoteRequest(company) });
    expect(res.statusCode, res.body).toBe(200);
    const quoteNumber = String(res.headers['x-quote-number']);
    const record = await quotes.findOne({ quoteNumber }).lean();
    if (!record?.pdfFileId) throw new Error(`quote ${quoteNumber} has no PDF`);
    return { quoteNumber, fileId: record.pdfFileId };
  }

  const pin = (quoteNumber: string, body: unknown, headers: Record<string, string> = admin()) =>
    app.inject({ method: 'PATCH', url: `/api/admin/quotes/${quoteNumber}`, headers, payload: body as Record<string, unknown> });

  it('removes an unpinned PDF past the retention period, keeps a pinned one, and says so on download', async () => {
    const run = Date.now();
    const kept = await newQuote(`Pinned Co ${run}`);
    const dropped = await newQuote(`Unpinned Co ${run}`);
    const orphan = await files.put(Buffer.from('%PDF-1.4 orphan'), { contentType: 'application/pdf', filename: 'orphan.pdf', metadata: { kind: 'roi-guide' } });

    const pinned = await pin(kept.quoteNumber, { pinned: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().data).toMatchObject({ quoteNumber: kept.quoteNumber, pinned: true, pdfExpiresAt: null });

    const list = await app.inject({ method: 'GET', url: '/api/admin/quotes?limit=10', headers: admin() });
    const row = (list.json().data as Array<{ quoteNumber: string; createdAt: string; pdfExpiresAt: string | null; pinned: boolean }>).find(
      (quote) => quote.quoteNumber === dropped.quoteNumber,
    );
    expect(row?.pinned).toBe(false);
    expect(Date.parse(row?.pdfExpiresAt ?? '') - Date.parse(row?.createdAt ?? '')).toBe(30 * DAY_MS);

    // The app's PDFs are where the sweep looks.
    expect(await files.stat(dropped.fileId)).not.toBeNull();
    // Nothing is due today.
    expect(await sweep(new Date())).toEqual({ expiredQuotes: 0, orphanFiles: 0 });
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${dropped.quoteNumber}/pdf`, headers: admin() })).statusCode).toBe(200);

    // Thirty-one days on.
    const result = await sweep(new Date(Date.now() + 31 * DAY_MS));
    expect(result).toEqual({ expiredQuotes: 1, orphanFiles: 1 });
    expect(await files.read(dropped.fileId)).toBeNull();
    expect(await files.read(orphan)).toBeNull();
    const gone = await app.inject({ method: 'GET', url: `/api/quotes/${dropped.quoteNumber}/pdf`, headers: admin() });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ success: false, error: QUOTE_PDF_EXPIRED_MESSAGE });
    // The record and its figures stay.
    const record = await app.inject({ method: 'GET', url: `/api/quotes/${dropped.quoteNumber}` });
    expect(record.json().data).toMatchObject({ quoteNumber: dropped.quoteNumber, pdfStatus: 'expired' });

    const stillThere = await app.inject({ method: 'GET', url: `/api/quotes/${kept.quoteNumber}/pdf`, headers: admin() });
    expect(stillThere.statusCode).toBe(200);
    expect(stillThere.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Streamed from the blob store with the stored length, never read whole first.
    expect(Number(stillThere.headers['content-length'])).toBe((await files.stat(kept.fileId))?.length);
    expect(stillThere.rawPayload.length).toBe((await files.stat(kept.fileId))?.length);

    // Unpinned again, it goes at the next sweep.
    expect((await pin(kept.quoteNumber, { pinned: false })).json().data.pinned).toBe(false);
    expect(await sweep(new Date(Date.now() + 31 * DAY_MS))).toEqual({ expiredQuotes: 1, orphanFiles: 0 });
    expect(await files.read(kept.fileId)).toBeNull();
  }, 60_000);

  it('refuses a pin without an admin token, with a bad body, or for an unknown quote', async () => {
    const { quoteNumber } = await newQuote(`Pin Checks ${Date.now()}`);
    expect((await pin(quoteNumber, { pinned: true }, {})).statusCode).toBe(401);
    const notBoolean = await pin(quoteNumber, { pinned: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().error).toContain('pinned must be true or false.');
    const more = await pin(quoteNumber, { pinned: true, companyName: 'Renamed' });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toContain('Only pinned can be changed on a quote, not companyName.');
    const unknown = await pin('SP-20200101-NOPE01', { pinned: true });
    expect(unknown.statusCode).toBe(404);
    expect((await quotes.findOne({ quoteNumber }).lean())?.pinned).toBe(false);
  });

  it('deletes a quote and its PDF for the admin only', async () => {
    const { quoteNumber, fileId } = await newQuote(`Delete Me ${Date.now()}`);
    const url = `/api/admin/quotes/${quoteNumber}`;
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url, headers: { 'x-admin-token': 'not-a-token' } })).statusCode).toBe(401);
    expect(await files.read(fileId)).not.toBeNull();

    const deleted = await app.inject({ method: 'DELETE', url, headers: admin() });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: `Quote ${quoteNumber} and its PDF were deleted.` });
    expect(await files.read(fileId)).toBeNull();
    const record = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(record.statusCode).toBe(404);
    expect(record.json()).toEqual({ success: false, error: QUOTE_NOT_FOUND_MESSAGE });
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}/pdf`, headers: admin() })).statusCode).toBe(404);

    const again = await app.inject({ method: 'DELETE', url, headers: admin() });
    expect(again.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/quotes/not-a-number', headers: admin() })).statusCode).toBe(400);
  });
});
