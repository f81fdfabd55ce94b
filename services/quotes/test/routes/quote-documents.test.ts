import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signAdminToken } from '@stallplan/service-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildQuotes, pdfText, TEST_ADMIN_SECRET, uniqueQueuePrefix } from '../helper.js';
import { DEAL_NUMBERS, expectedGrandTotal, quoteRequest, SPACE_TARIFF_PLAN_FIGURES as hand, spaceTariffPlan } from '../quote-request-fixture.js';

describe('quote documents', () => {
  let app: FastifyInstance;
  let queue: Queue;
  let connection: Redis;
  const prefix = uniqueQueuePrefix();
  beforeAll(async () => {
    app = await buildQuotes({ PDF_QUEUE_PREFIX: prefix });
    // Read the queue as an outsider would: the same name and prefix, a connection of its own.
    connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    queue = new Queue('pdf', { connection, prefix });
  });
  afterAll(async () => {
    await queue.close();
    connection.disconnect();
    await app.close();
  });

  const storedQuoteCount = async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const res = await app.inject({ method: 'GET', url: '/api/admin/quotes', headers: { 'x-admin-token': token } });
    return res.json().pagination.total as number;
  };

  it('renders the quote PDF from recomputed figures, ignoring a tampered total', async () => {
    const company = `Acme Fasteners ${Date.now()}`;
    const body = quoteRequest(company);
    const expected = expectedGrandTotal(body);
    const res = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const quoteNumber = String(res.headers['x-quote-number']);
    expect(quoteNumber).toMatch(/^SP-\d{8}-[A-Z0-9]{6}$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="StallPlan-Quote-${quoteNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { text, pages } = await pdfText(res.rawPayload);
    expect(text).toContain(company);
    expect(text).toContain(quoteNumber);
    expect(text).toContain(expected.grandTotal);
    expect(text).toMatch(new RegExp(`GST @ 18%\\s+${expected.gst.replace(/[₹,]/g, (c) => `\\${c}`)}`));
    // The browser said ₹123: that figure must appear nowhere as a total.
    expect(text).not.toContain('₹123\n');
    expect(expected.total).not.toBe(123);
    // User text is escaped, not interpreted as markup.
    expect(text).toContain('India Industrial Expo <2026>');
    expect(text).toMatch(/Page 1 of \d/);
    expect(pages).toBeGreaterThanOrEqual(2);

    const stored = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toMatchObject({ quoteNumber, companyName: company, totalMismatch: true, pdfStatus: 'ready', submittedCosts: { total: 123 } });
    expect(stored.json().data.costs.total).toBe(expected.total);
    expect(stored.json().data.costs.grandTotalWithSpace).toBe(expected.grandTotalWithSpace);

    const download = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}/pdf` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('prints the same total whatever costs the browser sends', async () => {
    const company = `Tamper Check ${Date.now()}`;
    const honest = quoteRequest(company);
    const expected = expectedGrandTotal(honest);
    const tampered = quoteRequest(company, { costs: { total: 1, constructionCost: 99_999_999 } });
    const res = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: tampered });
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(expected.grandTotal);
    expect(text).not.toContain('99,99,99,999');
  });

  it('renders the ROI planning guide', async () => {
    const company = `Guide Co ${Date.now()}`;
    const { formData, stallDesignData } = quoteRequest(company);
    const res = await app.inject({ method: 'POST', url: '/generate-roi-guide', payload: { formData, stallDesignData, costs: { total: 5 } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="StallPlan-ROI-Planning-Guide.pdf"');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(company);
    const expected = expectedGrandTotal({ formData, stallDesignData });
    expect(text).toContain(expected.grandTotal);
    expect(text).toContain('GST @ 18%');
    for (const heading of ['Expected returns', 'Lead generation', 'Break-even', 'Post-show follow-up']) expect(text).toContain(heading);
  });

  it('refuses a bad payload with field messages and queues nothing', async () => {
    const before = await queue.getJobCounts();
    expect(before.completed).toBeGreaterThanOrEqual(3);
    const quotesBefore = await storedQuoteCount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/generate-quote-pdf',
      payload: { formData: { teamSize: 50, exhibitionStartDate: 'soon' }, selectedFlights: 'none' },
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().details as Array<{ path: string }>).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['formData.teamSize', 'formData.exhibitionStartDate', 'selectedFlights']));
    const roi = await app.inject({ method: 'POST', url: '/generate-roi-guide', payload: {} });
    expect(roi.statusCode).toBe(400);
    expect(roi.json().error).toEqual(expect.any(String));
    expect(await queue.getJobCounts()).toEqual(before);
    expect(await storedQuoteCount()).toBe(quotesBefore);
  });

  it('answers 404 for an unknown quote and 400 for a malformed number', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/quotes/SP-20260101-ZZZZZZ' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/quotes/SP-20260101-ZZZZZZ/pdf' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/quotes/not-a-quote' })).statusCode).toBe(400);
  });

  it('lists stored quotes for the admin only', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/quotes' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });

    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const res = await app.inject({ method: 'GET', url: '/api/admin/quotes?limit=5', headers: { 'x-admin-token': token } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(body.data[0]).toMatchObject({ totalMismatch: true, pdfStatus: 'ready', submittedTotal: expect.any(Number) });
    expect(body.data[0]).not.toHaveProperty('inputs');
    // Each row headlines the grand total with space, as the quote screen and the PDF do.
    const stored = await app.inject({ method: 'GET', url: `/api/quotes/${body.data[0].quoteNumber}` });
    expect(body.data[0].grandTotal).toBe(stored.json().data.costs.grandTotalWithSpace);
  });

  it('prints space rental, the budget check and the deal view in the real PDFs', async () => {
    // Figures worked out by hand in quote-request-fixture.ts.
    const company = `Tariff Co ${Date.now()}`;
    const quote = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: spaceTariffPlan(company) });
    expect(quote.statusCode, quote.body).toBe(200);
    const { text: quoteText } = await pdfText(quote.rawPayload);
    expect(quoteText).toMatch(/Space rental \(organiser\)\s+18 sq m × ₹12,000 per sq m/);
    expect(quoteText).toContain(hand.spaceRental);
    expect(quoteText).toMatch(new RegExp(`Grand Total \\(INR\\)\\s+${hand.grandTotalWithSpace}`));
    expect(quoteText).toContain('Budget check');
    expect(quoteText).toContain('Travel and stay 25% (typical 14%)');
    expect(quoteText).toContain(hand.hint);

    const guide = await app.inject({ method: 'POST', url: '/generate-roi-guide', payload: { ...spaceTariffPlan(company), dealRoi: DEAL_NUMBERS } });
    expect(guide.statusCode, guide.body).toBe(200);
    const { text: guideText } = await pdfText(guide.rawPayload);
    expect(guideText).toContain('Your numbers: deal value and margin');
    expect(guideText).toContain(hand.dealsToBreakEven);
    expect(guideText).toContain(hand.grandTotalWithSpace);
  });
});
