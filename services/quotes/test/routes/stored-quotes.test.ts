import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose, { type Connection } from 'mongoose';
import { signAdminToken } from '@stallplan/service-kit';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { quoteModelFor } from '../../src/models/quote-model.js';
import { buildQuotes, TEST_ADMIN_SECRET } from '../helper.js';
import { quoteRequest } from '../quote-request-fixture.js';

describe('quotes stored before space rental was priced', () => {
  const dbName = uniqueDbName('quotes');
  let app: FastifyInstance;
  let connection: Connection;
  beforeAll(async () => {
    app = await buildQuotes({ MONGO_DB: dbName, PDF_WORKER_IN_PROCESS: 'false' });
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName, retryWrites: false }).asPromise();
  });
  afterAll(async () => {
    await app.close();
    await connection.close();
  });

  // Costs as they were stored then, with no space fields: 283,000 + 18% GST 50,940 = 333,940.
  const costs = {
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
  };
  const quoteNumber = 'SP-20250101-OLD001';

  beforeAll(async () => {
    const { formData, stallDesignData } = quoteRequest('Old Quote Co');
    // Straight into the collection, as the record was written by the service before the change.
    await quoteModelFor(connection).collection.insertOne({
      quoteNumber,
      createdAt: new Date('2025-01-01T10:00:00Z'),
      validUntil: new Date('2025-01-31T10:00:00Z'),
      companyName: 'Old Quote Co',
      contactPerson: 'Asha Rao',
      exhibitionName: 'Old Expo',
      costs,
      roi: { estimatedRevenue: 707_500, estimatedLeads: 450, leadValue: 1572, roiPercentage: 150, paybackPeriod: '3-6 months', breakEvenLeads: 180, conversionRate: '15-25%' },
      submittedCosts: null,
      submittedTotal: null,
      totalMismatch: false,
      inputs: { formData, stallDesignData },
      pdfStatus: 'ready',
      pdfFileId: null,
      pdfFileName: `StallPlan-Quote-${quoteNumber}.pdf`,
      pdfError: null,
    });
  });

  it('reads back with the totals with space equal to its totals', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/quotes/${quoteNumber}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.costs).toEqual({ ...costs, spaceRental: 0, totalWithSpace: 283_000, gstWithSpace: 50_940, grandTotalWithSpace: 333_940 });
  });

  it("lists in the admin's quotes with its grand total", async () => {
    const { token } = await signAdminToken(TEST_ADMIN_SECRET);
    const res = await app.inject({ method: 'GET', url: '/api/admin/quotes', headers: { 'x-admin-token': token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ quoteNumber, grandTotal: 333_940, submittedTotal: null, totalMismatch: false })]);
  });
});
