import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_KEY_ID_HEADER } from '@stallplan/contracts';
import { SERVICE_TOKEN_HEADER, signAdminToken, signServiceToken } from '@stallplan/service-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildQuotes, pdfText, TEST_ADMIN_SECRET, TEST_SERVICE_SECRET, uniqueQueuePrefix } from '../helper.js';
import { startCatalogStandIn, unreachableCatalogUrl, type CatalogStandIn } from '../catalog-stand-in.js';
import { DEAL_NUMBERS, expectedFigures, IMTEX_PLAN as hand, imtexPlan, quoteRequest } from '../quote-request-fixture.js';

const SHOW_RATES_UNAVAILABLE = "The show's space rates could not be looked up right now. Please try again in a moment.";

describe('quote documents', () => {
  let app: FastifyInstance;
  let catalog: CatalogStandIn;
  let queue: Queue;
  let connection: Redis;
  const prefix = uniqueQueuePrefix();
  beforeAll(async () => {
    catalog = await startCatalogStandIn();
    app = await buildQuotes({ PDF_QUEUE_PREFIX: prefix, CATALOG_URL: catalog.url });
    // Read the queue as an outsider would: the same name and prefix, a connection of its own.
    connection = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    queue = new Queue('pdf', { connection, prefix });
  });
  afterAll(async () => {
    await queue.close();
    connection.disconnect();
    await app.close();
    await catalog.close();
  });

  const storedQuoteCount = async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const res = await app.inject({ method: 'GET', url: '/api/admin/quotes', headers: { 'x-admin-token': token } });
    return res.json().pagination.total as number;
  };

  it("renders the quote PDF from recomputed figures, with IMTEX's rates looked up in the catalogue", async () => {
    // The browser sends a total of ₹123 and IMTEX at ₹1 per sq m: neither is printed nor priced with.
    const company = `Acme Fasteners ${Date.now()}`;
    const res = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: imtexPlan(company, { costs: { total: 123 } }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const quoteNumber = String(res.headers['x-quote-number']);
    expect(quoteNumber).toMatch(/^SP-\d{8}-[A-Z0-9]{6}$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="StallPlan-Quote-${quoteNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Figures worked out by hand in quote-request-fixture.ts.
    const { text, pages } = await pdfText(res.rawPayload);
    expect(text).toContain(company);
    expect(text).toContain(quoteNumber);
    expect(text).toMatch(/Space rental \(organiser's published\s+rate\)[\s\S]{0,40}24 sq m × ₹14,000 per sq m \(IMTEX's published\s+rate\)/);
    expect(text).toMatch(/Subtotal before GST\s+₹7,56,899/);
    expect(text).toMatch(/GST, added line by line\s+₹1,27,206/);
    expect(text).toMatch(/Grand total \(INR\)\s+₹8,84,105/);
    expect(text.replace(/\s+/g, ' ')).toContain('Bangalore International Exhibition Centre (BIEC), Bangalore');
    expect(text).not.toContain('₹1 per sq m');
    expect(text).toMatch(/Page 1 of \d/);
    expect(pages).toBeGreaterThanOrEqual(2);

    const stored = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(stored.statusCode, stored.body).toBe(200);
    const data = stored.json().data;
    expect(data).toMatchObject({ quoteNumber, companyName: company, totalMismatch: true, pdfStatus: 'ready', submittedCosts: { total: 123 } });
    expect(data.quote.totals).toEqual({ subtotal: hand.subtotal, gst: hand.gst, grandTotal: hand.grandTotal });
    expect(data.quote.categoryTotals).toEqual(hand.categoryTotals);
    expect(data.quote.lines.find((line: { key: string }) => line.key === 'space')).toMatchObject({ amount: 336_000, gst: 60_480, source: 'estimate' });
    expect(data.roi).toMatchObject({
      ownFigures: false,
      defaultsBasis: 'Capital goods and industry',
      result: { leads: 48, dealsToBreakEven: 7, roiPct: expect.closeTo(-20.729, 2) },
    });
    expect(data).not.toHaveProperty('costs');

    const admin = { 'x-admin-token': (await signAdminToken(TEST_ADMIN_SECRET)).token };
    const download = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}/pdf`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("opens the figures to anyone holding the number, the exhibitor's contact details only to the admin", async () => {
    const company = `Contact Co ${Date.now()}`;
    const contacts = { emailAddress: 'ravi@acme.example', mobileNumber: '+91 90000 12345' };
    const made = await app.inject({
      method: 'POST',
      url: '/api/generate-quote-pdf',
      payload: imtexPlan(company, { formData: { ...imtexPlan(company).formData, ...contacts } }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const quoteNumber = String(made.headers['x-quote-number']);

    const anonymous = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toMatchObject({ quoteNumber, companyName: company });
    expect(anonymous.body).not.toMatch(/ravi@acme\.example|90000 12345/);
    const anonymousPdf = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}/pdf` });
    expect(anonymousPdf.statusCode).toBe(401);
    expect(anonymousPdf.json().error).toMatch(/^A stored quote's PDF prints the exhibitor's contact details/);

    const admin = { 'x-admin-token': (await signAdminToken(TEST_ADMIN_SECRET)).token };
    const full = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}`, headers: admin });
    expect(full.json().data.inputs.formData).toMatchObject(contacts);
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}/pdf`, headers: admin })).statusCode).toBe(200);
    // A token that fails is refused, not read as anonymous.
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}`, headers: { 'x-admin-token': 'forged' } })).statusCode).toBe(401);

    // An integrator's key as the gateway vouches for it: contacts:read opens them, quotes:write alone does not, nor a header without the gateway's token.
    const keyed = async (scopes: string[]) => {
      const { token } = await signServiceToken({ secret: TEST_SERVICE_SECRET, issuer: 'gateway', audience: 'quotes', subject: 'key-1', scopes });
      return { [API_KEY_ID_HEADER]: 'key-1', [SERVICE_TOKEN_HEADER]: token };
    };
    const withContacts = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}`, headers: await keyed(['quotes:write', 'contacts:read']) });
    expect(withContacts.json().data.inputs.formData).toMatchObject(contacts);
    const without = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}`, headers: await keyed(['quotes:write']) });
    expect(without.body).not.toContain('ravi@acme.example');
    const unvouched = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}`, headers: { [API_KEY_ID_HEADER]: 'key-1' } });
    expect(unvouched.body).not.toContain('ravi@acme.example');
    expect((await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}/pdf`, headers: await keyed(['contacts:read']) })).statusCode).toBe(200);
  });

  it('records no mismatch when the browser sent the subtotal before GST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generate-quote-pdf',
      payload: imtexPlan(`Honest Co ${Date.now()}`, { costs: { total: hand.subtotal } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await app.inject({ method: 'GET', url: `/api/quotes/${String(res.headers['x-quote-number'])}` });
    expect(stored.json().data).toMatchObject({ totalMismatch: false, quote: { totals: { subtotal: hand.subtotal } } });
  });

  it('prints the same total whatever costs the browser sends', async () => {
    const company = `Tamper Check ${Date.now()}`;
    const expected = expectedFigures(quoteRequest(company));
    const tampered = quoteRequest(company, { costs: { total: 1, constructionCost: 99_999_999 } });
    const res = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: tampered });
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(expected.grandTotalText);
    expect(text).not.toContain('99,99,99,999');
    // India Industrial Expo is in no catalogue: the plan's venue type and city, escaped, and no state code.
    expect(text).toContain('India Industrial Expo <2026>');
    expect(text).toContain('Exhibition Hall, New Delhi');
    expect(text).not.toContain('IN-DL');
  });

  it('renders the ROI planning guide on the same subtotal, with the looked-up rates', async () => {
    const company = `Guide Co ${Date.now()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/generate-roi-guide',
      payload: { ...imtexPlan(company), costs: { total: 5 }, dealRoi: DEAL_NUMBERS },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="StallPlan-ROI-Planning-Guide.pdf"');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(company);
    expect(text).toMatch(/Subtotal before GST\s+₹7,56,899/);
    expect(text).toMatch(/Grand total\s+₹8,84,105/);
    expect(text).toContain('Deals needed to break even: 13');
    expect(text).toContain('Post-show follow-up');
    expect(text).not.toContain('Expected returns');
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
    const admin = { 'x-admin-token': (await signAdminToken(TEST_ADMIN_SECRET)).token };
    expect((await app.inject({ method: 'GET', url: '/api/quotes/SP-20260101-ZZZZZZ/pdf', headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/quotes/not-a-quote' })).statusCode).toBe(400);
  });

  it('lists stored quotes for the admin only, each with its grand total', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/quotes' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });

    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const res = await app.inject({ method: 'GET', url: '/api/admin/quotes?limit=5', headers: { 'x-admin-token': token } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toMatchObject({ totalMismatch: true, pdfStatus: 'ready', submittedTotal: 1 });
    expect(body.data[0]).not.toHaveProperty('inputs');
    const stored = await app.inject({ method: 'GET', url: `/api/quotes/${body.data[0].quoteNumber}` });
    expect(body.data[0].grandTotal).toBe(stored.json().data.quote.totals.grandTotal);
  });
});

describe("quote documents when catalog's events list is out of reach", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildQuotes({ CATALOG_URL: await unreachableCatalogUrl(), CATALOG_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a plan that names a show with 503 and a sentence, storing and queueing nothing', async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/quotes', headers: { 'x-admin-token': token } })).json().pagination.total as number;
    const before = await count();
    const quote = await app.inject({ method: 'POST', url: '/api/generate-quote-pdf', payload: imtexPlan(`Unpriced Co ${Date.now()}`) });
    expect(quote.statusCode).toBe(503);
    expect(quote.json()).toEqual({ success: false, error: SHOW_RATES_UNAVAILABLE });
    const guide = await app.inject({ method: 'POST', url: '/generate-roi-guide', payload: imtexPlan(`Unpriced Guide Co ${Date.now()}`) });
    expect(guide.statusCode).toBe(503);
    expect(guide.json()).toEqual({ success: false, error: SHOW_RATES_UNAVAILABLE });
    expect(await count()).toBe(before);
  });

  it('still renders a plan that names no show: it needs no lookup', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generate-quote-pdf',
      payload: { formData: { companyName: `No Show Co ${Date.now()}`, exhibitionName: '  ' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The empty plan: 400,000 before GST (space and a typical stall 117,000 each at 18 sq m, travel
    // 72,000, stay 54,000, freight 15,000, marketing 25,000), GST 49,320: 449,320.
    expect((await pdfText(res.rawPayload)).text).toMatch(/Grand total \(INR\)\s+₹4,49,320/);
  });
});

describe('quote documents when catalog answers once, then goes away', () => {
  let app: FastifyInstance;
  let catalog: CatalogStandIn;
  beforeAll(async () => {
    catalog = await startCatalogStandIn();
    app = await buildQuotes({ CATALOG_URL: catalog.url });
  });
  afterAll(async () => {
    await app.close();
    await catalog.close();
  });

  it('prices from the list it holds, and answers 503 only where nothing is held', async () => {
    const first = await app.inject({ method: 'POST', url: '/generate-roi-guide', payload: imtexPlan(`Held List Co ${Date.now()}`) });
    expect(first.statusCode, first.body).toBe(200);
    catalog.answer = 'unavailable';
    const second = await app.inject({ method: 'POST', url: '/generate-roi-guide', payload: imtexPlan(`Held List Co ${Date.now()}`) });
    expect(second.statusCode, second.body).toBe(200);
    expect((await pdfText(second.rawPayload)).text).toMatch(/Subtotal before GST\s+₹7,56,899/);
    expect(catalog.requests).toBe(1);

    const fresh = await buildQuotes({ CATALOG_URL: catalog.url });
    try {
      const refused = await fresh.inject({ method: 'POST', url: '/generate-roi-guide', payload: imtexPlan(`Fresh Co ${Date.now()}`) });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ success: false, error: SHOW_RATES_UNAVAILABLE });
    } finally {
      await fresh.close();
    }
  });
});
