import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_LINES, TYPICAL_SHARES, budgetShares, threeTimesSpaceRule, wholePercents } from './budget-shares.js';

describe('TYPICAL_SHARES', () => {
  it('adds to exactly 100', () => {
    expect(Object.values(TYPICAL_SHARES).reduce((sum, pct) => sum + pct, 0)).toBe(100);
  });
});

describe('budgetShares', () => {
  it('splits a plan into whole percents that add to 100 and remarks on the lines far off', () => {
    // Total 200,000 + 150,000 + 180,000 + 20,000 + 30,000 = 580,000.
    // Exact shares: space 34.48, stall 25.86, travel 31.03, shipping 3.45, services 5.17.
    // Floors 34 + 25 + 31 + 3 + 5 = 98; the 2 points left go to the largest remainders,
    // stall (.86) and space (.48): 35, 26, 31, 3, 5.
    // Travel 31 vs 14 is 17 points off; services 5 vs 15 is 10 points off; shipping 3 vs 9 is
    // 6 points under (and not 1.5× over), so no remark.
    const shares = budgetShares({ space: 200_000, stall: 150_000, travelAndStay: 180_000, shipping: 20_000, servicesAndMarketing: 30_000 });
    expect(shares.total).toBe(580_000);
    expect(shares.lines.map(({ line, sharePct, typicalPct }) => [line, sharePct, typicalPct])).toEqual([
      ['space', 35, 35],
      ['stall', 26, 27],
      ['travelAndStay', 31, 14],
      ['shipping', 3, 9],
      ['servicesAndMarketing', 5, 15],
    ]);
    expect(shares.hints).toEqual([
      'Travel and stay is 31% of this plan; exhibitors typically spend about 14%.',
      'Services and marketing is 5% of this plan; exhibitors typically spend about 15%.',
    ]);
  });

  it('gives no remarks to a plan in typical proportion', () => {
    // 350,000 / 270,000 / 140,000 / 90,000 / 150,000 of 1,000,000 are exactly 35/27/14/9/15.
    const shares = budgetShares({ space: 350_000, stall: 270_000, travelAndStay: 140_000, shipping: 90_000, servicesAndMarketing: 150_000 });
    expect(shares.lines.map(({ sharePct }) => sharePct)).toEqual([35, 27, 14, 9, 15]);
    expect(shares.hints).toEqual([]);
  });

  it('remarks on a small line at 1.5× typical even when fewer than 10 points off', () => {
    // Total 1,000,000: shipping 140,000 is 14%, 5 points over 9 but 14 ≥ 1.5 × 9 = 13.5.
    // Space 300,000 = 30, stall 270,000 = 27, travel 140,000 = 14, services 150,000 = 15.
    const shares = budgetShares({ space: 300_000, stall: 270_000, travelAndStay: 140_000, shipping: 140_000, servicesAndMarketing: 150_000 });
    expect(shares.hints).toEqual(['Shipping is 14% of this plan; exhibitors typically spend about 9%.']);
  });

  it('breaks a tie in remainders by line order', () => {
    // Three lines of 1 rupee each: 33.33% apiece; floors 99; the 1 point goes to the first, space.
    const shares = budgetShares({ space: 1, stall: 1, travelAndStay: 1, shipping: 0, servicesAndMarketing: 0 });
    expect(shares.lines.map(({ sharePct }) => sharePct)).toEqual([34, 33, 33, 0, 0]);
  });

  it('shows an empty plan as all zeros, bad figures counting as 0, with no remarks', () => {
    const shares = budgetShares({ space: 0, stall: -5, travelAndStay: Number.NaN, shipping: 0, servicesAndMarketing: 0 });
    expect(shares.total).toBe(0);
    expect(shares.lines.every(({ sharePct }) => sharePct === 0)).toBe(true);
    expect(shares.hints).toEqual([]);
  });

  it('always adds to exactly 100 when the plan has anything in it', () => {
    const amount = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(fc.tuple(amount, amount, amount, amount, amount), (figures) => {
        const [space, stall, travelAndStay, shipping, servicesAndMarketing] = figures;
        const shares = budgetShares({ space, stall, travelAndStay, shipping, servicesAndMarketing });
        const sum = shares.lines.reduce((total, { sharePct }) => total + sharePct, 0);
        expect(sum).toBe(shares.total > 0 ? 100 : 0);
        // Each share is its exact share rounded down or up, never further.
        shares.lines.forEach(({ amount: lineAmount, sharePct }, index) => {
          expect(lineAmount).toBe(figures[index]);
          if (shares.total > 0) expect(Math.abs(sharePct - (lineAmount * 100) / shares.total)).toBeLessThan(1);
        });
        expect(shares.lines.map(({ line }) => line)).toEqual(BUDGET_LINES);
      }),
    );
  });
});

describe('threeTimesSpaceRule', () => {
  it('compares the plan with three times its space', () => {
    // Space 200,000 × 3 = 600,000; plan 580,000; ratio 580,000 / 200,000 = 2.9.
    expect(threeTimesSpaceRule(580_000, 200_000)).toEqual({
      ratio: 2.9,
      expectedTotal: 600_000,
      sentence: 'A show usually costs about three times its space: ₹5,80,000 here against ₹6,00,000.',
    });
  });

  it('rounds the ratio to two decimals', () => {
    // 1,000,000 / 300,000 = 3.333… → 3.33; expected 900,000.
    expect(threeTimesSpaceRule(1_000_000, 300_000)).toMatchObject({ ratio: 3.33, expectedTotal: 900_000 });
  });

  it('has no ratio without a space cost', () => {
    expect(threeTimesSpaceRule(500_000, 0)).toEqual({
      ratio: null,
      expectedTotal: 0,
      sentence: 'A show usually costs about three times its space; this plan has no space cost to compare with.',
    });
  });
});

describe('wholePercents', () => {
  it('rounds to whole percents that add up to exactly 100', () => {
    // 1/3 each: 33.33 → 33, 33, 33 and the one left over goes to the first largest remainder.
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    // 117000 / 283000 = 41.34, 126000 / 283000 = 44.52, 40000 / 283000 = 14.13 → 41 + 45 + 14 = 100.
    expect(wholePercents([117_000, 126_000, 40_000])).toEqual([41, 45, 14]);
    // 57.5 / 20.6 / 6.7 / 15.2 rounded one by one are 58 + 21 + 7 + 15 = 101. Floored they are
    // 57 + 20 + 6 + 15 = 98, and the two points go to the largest remainders, .7 and .6.
    expect(wholePercents([575, 206, 67, 152])).toEqual([57, 21, 7, 15]);
  });

  it('gives zeros when there is nothing to share, and counts bad figures as 0', () => {
    expect(wholePercents([0, 0, 0])).toEqual([0, 0, 0]);
    expect(wholePercents([-5, Number.NaN, 10])).toEqual([0, 0, 100]);
  });
});
