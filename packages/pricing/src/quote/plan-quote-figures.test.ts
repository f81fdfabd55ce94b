import { plannerFormDataSchema, stallDesignDataSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { planQuoteFigures } from './plan-quote-figures.js';

const formData = plannerFormDataSchema.parse({});
const stallDesignData = stallDesignDataSchema.parse({});

describe('planQuoteFigures', () => {
  it('measures the deal view on the total with space, at the stated defaults', () => {
    // Empty plan: total with space 400,000 (283,000 + 117,000 space). Defaults: 18 m² × 2 = 36 leads,
    // 10% → 3.6 deals, ₹2,00,000 × 30% = 60,000 a deal, 3.6 × 60,000 = 216,000 gross profit;
    // cost per lead 400,000 / 36 = 11,111; break even after ⌈400,000 / 60,000⌉ = 7 deals;
    // ROI (216,000 − 400,000) / 400,000 = −46%.
    const figures = planQuoteFigures({ formData, stallDesignData });
    expect(figures.costs.totalWithSpace).toBe(400_000);
    expect(figures.dealRoi).toEqual({
      leads: 36,
      costPerLead: 11_111,
      expectedDeals: 3.6,
      grossProfitPerDeal: 60_000,
      expectedGrossProfit: 216_000,
      dealsToBreakEven: 7,
      roiPct: -46,
    });
    // The spec's view stays on the spec's total: 283,000 × 2.5 = 707,500.
    expect(figures.roi.estimatedRevenue).toBe(707_500);
  });

  it('takes the exhibitor’s own numbers', () => {
    // 50 leads × 20% = 10 deals × (5,00,000 × 40% = 200,000) = 2,000,000; ROI (2,000,000 − 400,000) / 400,000 = 400%.
    const figures = planQuoteFigures({ formData, stallDesignData }, { averageDealValue: 500_000, grossMarginPct: 40, qualifiedLeads: 50, leadToDealPct: 20 });
    expect(figures.dealRoi).toMatchObject({ leads: 50, costPerLead: 8000, expectedDeals: 10, expectedGrossProfit: 2_000_000, dealsToBreakEven: 2, roiPct: 400 });
  });

  it('shares add up to 100 and the space rule compares with three times space', () => {
    // 400,000 / 117,000 = 3.42.
    const { budget } = planQuoteFigures({ formData, stallDesignData });
    expect(budget.shares.lines.reduce((sum, line) => sum + line.sharePct, 0)).toBe(100);
    expect(budget.threeTimesSpace.ratio).toBe(3.42);
  });
});
