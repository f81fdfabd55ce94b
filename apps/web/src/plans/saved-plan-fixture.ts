import { planContentSchema, type PlanContent, type SavedPlan } from '@stallplan/contracts';
import { fixturePlan } from '../planner/steps/final-quote/quote-plan-fixture.js';
import { toPlanContent } from './plan-content.js';

export const FIXTURE_TOKEN = 'A'.repeat(43);
export const OTHER_TOKEN = 'B'.repeat(43);

/** The finished fixture plan as the server hands it back: parsed by the contract, empty answers left out. */
export function fixtureContent(): PlanContent {
  return planContentSchema.parse(toPlanContent(fixturePlan()));
}

/** A saved plan as GET /api/plans/:token answers it, for tests. */
export function fixtureSavedPlan(overrides: Partial<SavedPlan> = {}): SavedPlan {
  return {
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    revision: 3,
    createdAt: '2026-11-20T04:30:00.000Z',
    updatedAt: '2026-11-27T05:12:00.000Z',
    ownerEmail: 'priya.raman@example.com',
    status: 'draft',
    content: fixtureContent(),
    latestVersion: 2,
    quote: {
      lines: [],
      totals: { subtotal: 100_000, gst: 18_000, grandTotal: 118_000 },
      categoryTotals: { space: 20_000, stall: 60_000, travelAndStay: 15_000, shipping: 5_000, servicesAndMarketing: 0 },
      stall: { pricedBy: 'design', designEstimate: 60_000, designed: true, builder: null },
      notes: [],
    },
    roi: {
      inputs: { averageDealValue: 500_000, grossMarginPct: 30, qualifiedLeads: null, leadToDealPct: 10 },
      ownFigures: false,
      defaultsBasis: 'Engineering & Machinery',
      result: { leads: 36, costPerLead: 3278, expectedDeals: 3.6, grossProfitPerDeal: 150_000, expectedGrossProfit: 540_000, dealsToBreakEven: 1, roiPct: 357 },
    },
    versions: [
      { number: 1, createdAt: '2026-11-20T04:30:00.000Z', subtotal: 90_000, grandTotal: 106_200, quoteNumber: null },
      { number: 2, createdAt: '2026-11-27T05:12:00.000Z', subtotal: 100_000, grandTotal: 118_000, quoteNumber: 'SP-2026-0042' },
    ],
    shares: [],
    responses: [],
    approval: null,
    ...overrides,
  };
}
