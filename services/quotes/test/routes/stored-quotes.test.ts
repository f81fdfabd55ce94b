import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose, { type Connection } from 'mongoose';
import { quotePdfRequestSchema } from '@stallplan/contracts';
import { planQuoteFigures } from '@stallplan/pricing';
import { signAdminToken } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { quoteModelFor } from '../../src/models/quote-model.js';
import { REPRICED_NOTE } from '../../src/models/stored-quote-figures.js';
import { buildQuotes, TEST_ADMIN_SECRET } from '../helper.js';

/** The quote's rates then, as the browser sent them; they are what it was priced with. */
const OLD_TARIFF = { eventName: 'IMTEX 2027', rawPerSqm: 12_000, builtUpPerSqm: 14_000 };

/** A record as the service wrote it before quotes were priced line by line: `costs` and the 2.5× ROI, no `quote`. */
function legacyRecord(quoteNumber: string, inputs: Record<string, unknown>, createdAt: string) {
  return {
    quoteNumber,
    createdAt: new Date(createdAt),
    validUntil: new Date(new Date(createdAt).getTime() + 30 * 86_400_000),
    companyName: 'Old Quote Co',
    contactPerson: 'Asha Rao',
    exhibitionName: 'IMTEX 2027',
    costs: {
      total: 283_000,
      constructionCost: 117_000,
      travelCost: 72_000,
      accommodation: 54_000,
      marketing: 25_000,
      logistics: 15_000,
      stallExtras: 0,
      flights: 0,
      hotel: 0,
      vendors: 0,
      services: 0,
      gst: 50_940,
      grandTotal: 333_940,
      spaceRental: 216_000,
      totalWithSpace: 499_000,
      gstWithSpace: 89_820,
      grandTotalWithSpace: 588_820,
    },
    roi: {
      estimatedRevenue: 707_500,
      estimatedLeads: 450,
      leadValue: 1572,
      roiPercentage: 150,
      paybackPeriod: '3-6 months',
      breakEvenLeads: 180,
      conversionRate: '15-25%',
    },
    submittedCosts: null,
    submittedTotal: null,
    totalMismatch: false,
    inputs,
    pdfStatus: 'ready',
    pdfFileId: null,
    pdfFileName: `StallPlan-Quote-${quoteNumber}.pdf`,
    pdfError: null,
  };
}

describe('quotes stored before quotes were priced line by line', () => {
  const dbName = uniqueDbName('quotes');
  let app: FastifyInstance;
  let connection: Connection;
  const quoteNumber = 'SP-20250101-OLD001';
  const refusedNumber = 'SP-20250102-OLD002';

  beforeAll(async () => {
    app = await buildQuotes({ MONGO_DB: dbName, PDF_WORKER_IN_PROCESS: 'false' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
    // Straight into the collection, as the service wrote them then.
    const collection = quoteModelFor(connection).collection;
    await collection.insertOne(
      legacyRecord(
        quoteNumber,
        { formData: { companyName: 'Old Quote Co', exhibitionName: 'IMTEX 2027' }, stallDesignData: { area: 18 }, eventSpaceTariff: OLD_TARIFF },
        '2025-01-01T10:00:00Z',
      ),
    );
    // Two booth builders, which plans may no longer carry.
    const twoBuilders = [
      { name: 'First Booths', category: 'booth', price: 100_000 },
      { name: 'Second Booths', category: 'booth', price: 90_000 },
    ];
    await collection.insertOne(
      legacyRecord(
        refusedNumber,
        { formData: { companyName: 'Old Quote Co' }, stallDesignData: { area: 18 }, eventSpaceTariff: OLD_TARIFF, selectedVendors: twoBuilders },
        '2025-01-02T10:00:00Z',
      ),
    );
  });
  afterAll(async () => {
    await app.close();
    await connection.close();
  });

  it('reads back priced again from its inputs, with the space rates it was priced with', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(res.statusCode, res.body).toBe(200);
    const { quote, roi } = res.json().data;
    // 18 sq m (the design's area): space 18 × 12,000 = 216,000 (GST 38,880); a typical build 18 ×
    // 6,500 = 117,000 (21,060); travel allowance 4 travellers × 2 journeys × 9,000 = 72,000 and stay
    // 3 nights × 4 × 4,500 = 54,000 (no GST); freight allowance 15,000 (2,700); marketing 25,000
    // (4,500). Subtotal 499,000; GST 67,140; grand total 566,140.
    expect(quote.lines.map((line: { key: string; amount: number; gst: number }) => [line.key, line.amount, line.gst])).toEqual([
      ['space', 216_000, 38_880],
      ['stall.typical', 117_000, 21_060],
      ['travel.allowance', 72_000, 0],
      ['stay.allowance', 54_000, 0],
      ['shipping.allowance', 15_000, 2700],
      ['marketing', 25_000, 4500],
    ]);
    expect(quote.totals).toEqual({ subtotal: 499_000, gst: 67_140, grandTotal: 566_140 });
    expect(quote.notes).toEqual([REPRICED_NOTE]);
    // All industries: ₹2,00,000 at 30%, 10% closing; 36 leads, 3.6 deals × 60,000 = 216,000;
    // break-even ⌈499,000 / 60,000⌉ = 9; ROI (216,000 − 499,000) / 499,000 = −56.713…%, unrounded.
    expect(roi).toEqual({
      inputs: { averageDealValue: 200_000, grossMarginPct: 30, qualifiedLeads: null, leadToDealPct: 10 },
      ownFigures: false,
      defaultsBasis: 'All industries',
      result: {
        leads: 36,
        costPerLead: 13_861,
        expectedDeals: 3.6,
        grossProfitPerDeal: 60_000,
        expectedGrossProfit: 216_000,
        dealsToBreakEven: 9,
        roiPct: expect.closeTo(-56.7134, 4),
      },
    });
    expect(res.json().data).not.toHaveProperty('costs');
  });

  it('leaves out, and names, a part of its inputs that no longer reads as a plan', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/quotes/${refusedNumber}` });
    expect(res.statusCode, res.body).toBe(200);
    const { quote } = res.json().data;
    expect(quote.notes).toEqual([REPRICED_NOTE, 'Left out because it no longer reads as part of a plan: the vendors.']);
    expect(quote.totals.subtotal).toBe(499_000);
  });

  it("lists in the admin's quotes with the grand total it is priced at now", async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const res = await app.inject({ method: 'GET', url: '/api/admin/quotes', headers: { 'x-admin-token': token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ quoteNumber: refusedNumber, grandTotal: 566_140 }),
      expect.objectContaining({ quoteNumber, grandTotal: 566_140, submittedTotal: null, totalMismatch: false }),
    ]);
  });
});

describe('quotes stored before bids were told apart from listed prices', () => {
  const dbName = uniqueDbName('quotes');
  let app: FastifyInstance;
  let connection: Connection;
  const quoteNumber = 'SP-20261101-KIND01';

  beforeAll(async () => {
    app = await buildQuotes({ MONGO_DB: dbName, PDF_WORKER_IN_PROCESS: 'false' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
    const inputs = {
      formData: { companyName: 'Old Quote Co' },
      stallDesignData: { area: 18 },
      selectedVendors: [{ name: 'Apex Exhibits', category: 'booth', price: 390_000 }],
    };
    const figures = planQuoteFigures(quotePdfRequestSchema.parse(inputs));
    // What the service stored then: the builder's own figure was kind `price`.
    const quote = { ...figures.quote, stall: { ...figures.quote.stall, builder: { name: 'Apex Exhibits', amount: 390_000, priceKind: 'price' } } };
    await quoteModelFor(connection).collection.insertOne({ ...legacyRecord(quoteNumber, inputs, '2026-11-01T10:00:00Z'), quote, roi: figures.roi });
  });
  afterAll(async () => {
    await app.close();
    await connection.close();
  });

  it('answers their builder figure as a listed price', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quote.stall.builder).toEqual({ name: 'Apex Exhibits', amount: 390_000, priceKind: 'listed' });
    expect(res.json().data.quote.categoryTotals.stall).toBe(390_000);
  });
});
