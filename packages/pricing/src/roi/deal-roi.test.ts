import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealRoi, formatExpectedDeals, formatRoiPct } from './deal-roi.js';

describe('dealRoi', () => {
  it('works from booth size when the exhibitor gives no lead figure', () => {
    // Leads 18 m² × 2 = 36; cost per lead 600,000 / 36 = 16,666.67 → 16,667;
    // deals 36 × 10% = 3.6; profit per deal 250,000 × 40% = 100,000; expected profit 3.6 × 100,000 = 360,000;
    // break-even 600,000 / 100,000 = 6 deals; ROI (360,000 − 600,000) / 600,000 × 100 = −40.0%.
    expect(dealRoi({ totalCost: 600_000, averageDealValue: 250_000, grossMarginPct: 40, boothSqm: 18, leadToDealPct: 10 })).toEqual({
      leads: 36,
      costPerLead: 16_667,
      expectedDeals: 3.6,
      grossProfitPerDeal: 100_000,
      expectedGrossProfit: 360_000,
      dealsToBreakEven: 6,
      roiPct: -40,
    });
  });

  it("uses the exhibitor's own lead figure over the booth-size rule", () => {
    // Leads 120; cost per lead 450,000 / 120 = 3,750; deals 120 × 15% = 18;
    // profit per deal 80,000 × 35% = 28,000; expected profit 18 × 28,000 = 504,000;
    // break-even 450,000 / 28,000 = 16.07 → 17 deals; ROI (504,000 − 450,000) / 450,000 × 100 = 12.0%.
    expect(dealRoi({ totalCost: 450_000, averageDealValue: 80_000, grossMarginPct: 35, qualifiedLeads: 120, boothSqm: 18, leadToDealPct: 15 })).toEqual({
      leads: 120,
      costPerLead: 3750,
      expectedDeals: 18,
      grossProfitPerDeal: 28_000,
      expectedGrossProfit: 504_000,
      dealsToBreakEven: 17,
      roiPct: 12,
    });
  });

  it('works on from unrounded deals, rounding only the money', () => {
    // Leads 27 × 2 = 54; cost per lead 500,000 / 54 = 9,259.26 → 9,259; deals 54 × 12.5% = 6.75 (not 6.8);
    // profit per deal 150,000 × 30% = 45,000; expected 6.75 × 45,000 = 303,750;
    // break-even 500,000 / 45,000 = 11.11 → 12; ROI (303,750 − 500,000) / 500,000 × 100 = −39.25%, shown −39.3%.
    const roi = dealRoi({ totalCost: 500_000, averageDealValue: 150_000, grossMarginPct: 30, boothSqm: 27, leadToDealPct: 12.5 });
    expect(roi).toEqual({
      leads: 54,
      costPerLead: 9259,
      expectedDeals: 6.75,
      grossProfitPerDeal: 45_000,
      expectedGrossProfit: 303_750,
      dealsToBreakEven: 12,
      roiPct: -39.25,
    });
    expect(formatExpectedDeals(roi.expectedDeals)).toBe('6.75');
    expect(formatRoiPct(roi.roiPct ?? Number.NaN)).toBe('-39.3%');
  });

  it('prices 48 leads at 8% as 3.84 deals, not 3.8', () => {
    // 48 × 8% = 3.84 deals; 300,000 × 40% = 120,000 a deal; 3.84 × 120,000 = 460,800 (3.8 would give 456,000);
    // ROI (460,800 − 700,000) / 700,000 × 100 = −34.171…%, shown −34.2%.
    const roi = dealRoi({ totalCost: 700_000, averageDealValue: 300_000, grossMarginPct: 40, qualifiedLeads: 48, boothSqm: 24, leadToDealPct: 8 });
    expect(roi).toMatchObject({ expectedDeals: 3.84, grossProfitPerDeal: 120_000, expectedGrossProfit: 460_800, dealsToBreakEven: 6 });
    expect(formatExpectedDeals(roi.expectedDeals)).toBe('3.84');
    expect(formatRoiPct(roi.roiPct ?? Number.NaN)).toBe('-34.2%');
  });

  it('shows the return to one decimal', () => {
    // 10 leads × 50% = 5 deals × (100,000 × 100% = 100,000) = 500,000; ROI (500,000 − 300,000) / 300,000 = 66.67% → 66.7.
    const roi = dealRoi({ totalCost: 300_000, averageDealValue: 100_000, grossMarginPct: 100, qualifiedLeads: 10, boothSqm: 9, leadToDealPct: 50 });
    expect(roi.roiPct).toBeCloseTo(66.6667, 3);
    expect(formatRoiPct(roi.roiPct ?? Number.NaN)).toBe('66.7%');
    expect(formatRoiPct(12)).toBe('12.0%');
    expect(formatRoiPct(-0.04)).toBe('0.0%');
    expect(formatRoiPct(0.05)).toBe('0.1%');
  });

  it('shows no break-even when a deal earns no margin', () => {
    // Profit per deal 200,000 × 0% = 0: no number of deals pays back 400,000; ROI (0 − 400,000) / 400,000 = −100%.
    expect(dealRoi({ totalCost: 400_000, averageDealValue: 200_000, grossMarginPct: 0, boothSqm: 12, leadToDealPct: 20 })).toMatchObject({
      grossProfitPerDeal: 0,
      expectedGrossProfit: 0,
      dealsToBreakEven: null,
      roiPct: -100,
    });
  });

  it('shows no cost per lead without leads', () => {
    // 0 leads → 0 deals → 0 profit; break-even still 400,000 / (200,000 × 25% = 50,000) = 8 deals.
    expect(dealRoi({ totalCost: 400_000, averageDealValue: 200_000, grossMarginPct: 25, qualifiedLeads: 0, boothSqm: 12, leadToDealPct: 20 })).toMatchObject({
      leads: 0,
      costPerLead: null,
      expectedDeals: 0,
      expectedGrossProfit: 0,
      dealsToBreakEven: 8,
      roiPct: -100,
    });
  });

  it('has no return percentage for a show that costs nothing', () => {
    expect(dealRoi({ totalCost: 0, averageDealValue: 100_000, grossMarginPct: 20, boothSqm: 9, leadToDealPct: 10 })).toMatchObject({
      costPerLead: 0,
      dealsToBreakEven: 0,
      roiPct: null,
    });
  });

  it('refuses figures that cannot be right, naming them', () => {
    const good = { totalCost: 500_000, averageDealValue: 100_000, grossMarginPct: 30, boothSqm: 18, leadToDealPct: 10 };
    expect(() => dealRoi({ ...good, totalCost: -1 })).toThrow(/totalCost/);
    expect(() => dealRoi({ ...good, averageDealValue: Number.NaN })).toThrow(/averageDealValue/);
    expect(() => dealRoi({ ...good, grossMarginPct: 101 })).toThrow(/grossMarginPct/);
    expect(() => dealRoi({ ...good, leadToDealPct: 120 })).toThrow(/leadToDealPct/);
    expect(() => dealRoi({ ...good, boothSqm: -9 })).toThrow(/boothSqm/);
    expect(() => dealRoi({ ...good, qualifiedLeads: -3 })).toThrow(RangeError);
    expect(() => dealRoi({ ...good, totalCost: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('always breaks even at the first deal count whose profit covers the cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        (totalCost, averageDealValue, grossMarginPct, boothSqm, leadToDealPct) => {
          const roi = dealRoi({ totalCost, averageDealValue, grossMarginPct, boothSqm, leadToDealPct });
          expect(roi.leads).toBe(boothSqm * 2);
          // One rounding, of the money: the profit is exact deals × exact profit a deal, to the rupee.
          expect(roi.expectedGrossProfit).toBe(Math.round((boothSqm * 2 * leadToDealPct * averageDealValue * grossMarginPct) / 10_000));
          // In hundredths of a rupee, so the check is exact: a deal earns averageDealValue × grossMarginPct.
          const profitHundredths = averageDealValue * grossMarginPct;
          if (roi.dealsToBreakEven === null) {
            expect(profitHundredths).toBe(0);
          } else {
            expect(roi.dealsToBreakEven * profitHundredths).toBeGreaterThanOrEqual(totalCost * 100);
            if (totalCost > 0) expect((roi.dealsToBreakEven - 1) * profitHundredths).toBeLessThan(totalCost * 100);
          }
          expect(roi.roiPct === null).toBe(totalCost === 0);
        },
      ),
    );
  });
});
