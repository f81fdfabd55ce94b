import type { QuoteCosts } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { quoteBudgetAmounts, quoteBudgetCheck } from './quote-budget-check.js';

const costs: QuoteCosts = {
  constructionCost: 117_000,
  stallExtras: 8000,
  vendors: 25_000,
  travelCost: 72_000,
  accommodation: 54_000,
  flights: 0,
  hotel: 0,
  logistics: 15_000,
  marketing: 25_000,
  services: 4000,
  total: 320_000,
  gst: 57_600,
  grandTotal: 377_600,
  spaceRental: 180_000,
  totalWithSpace: 500_000,
  gstWithSpace: 90_000,
  grandTotalWithSpace: 590_000,
};

describe('quoteBudgetAmounts', () => {
  it('gathers the quote lines into the survey lines', () => {
    // stall 117,000 + 8,000 + 25,000; travel and stay 72,000 + 54,000; services 25,000 + 4,000.
    expect(quoteBudgetAmounts(costs)).toEqual({ space: 180_000, stall: 150_000, travelAndStay: 126_000, shipping: 15_000, servicesAndMarketing: 29_000 });
  });
});

describe('quoteBudgetCheck', () => {
  it('gives whole shares of the total with space and hints where far off', () => {
    // Of 500,000: space 36%, stall 30%, travel 25.2%, shipping 3%, services 5.8%. Floors 36+30+25+3+5 = 99;
    // the point left goes to the largest remainder (services .8), so 36/30/25/3/6.
    const { shares, threeTimesSpace } = quoteBudgetCheck(costs);
    expect(shares.lines.map((line) => line.sharePct)).toEqual([36, 30, 25, 3, 6]);
    // Travel 25 ≥ 14 × 1.5 and 11 points off; services 6 is 9 points off (no hint); shipping 3 is 6 off (no hint).
    expect(shares.hints).toEqual(['Travel and stay is 25% of this plan; exhibitors typically spend about 14%.']);
    // 500,000 / 180,000 = 2.78; three times space is 540,000.
    expect(threeTimesSpace).toMatchObject({ ratio: 2.78, expectedTotal: 540_000 });
  });
});
