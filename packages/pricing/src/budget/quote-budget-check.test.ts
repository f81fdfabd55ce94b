import { describe, expect, it } from 'vitest';
import { quoteBudgetCheck } from './quote-budget-check.js';

describe('quoteBudgetCheck', () => {
  it('gives whole shares of the subtotal before GST, by the quote’s own categories, and hints where far off', () => {
    const categoryTotals = { space: 180_000, stall: 150_000, travelAndStay: 126_000, shipping: 15_000, servicesAndMarketing: 29_000 };
    // Of 500,000: space 36%, stall 30%, travel 25.2%, shipping 3%, services 5.8%. Floors 36+30+25+3+5 = 99;
    // the point left goes to the largest remainder (services .8), so 36/30/25/3/6.
    const { shares, threeTimesSpace } = quoteBudgetCheck({ categoryTotals, totals: { subtotal: 500_000, gst: 90_000, grandTotal: 590_000 } });
    expect(shares.lines.map((line) => line.sharePct)).toEqual([36, 30, 25, 3, 6]);
    // Travel 25 ≥ 14 × 1.5 and 11 points off; services 6 is 9 points off (no hint); shipping 3 is 6 off (no hint).
    expect(shares.hints).toEqual(['Travel and stay is 25% of this plan; exhibitors typically spend about 14%.']);
    // 500,000 / 180,000 = 2.78; three times space is 540,000.
    expect(threeTimesSpace).toMatchObject({ ratio: 2.78, expectedTotal: 540_000 });
  });
});
