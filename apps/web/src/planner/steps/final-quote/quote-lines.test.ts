import { describe, expect, it } from 'vitest';
import { fixturePlan } from './quote-plan-fixture.js';
import { quoteFiguresOf } from './quote-figures.js';
import { spaceBasis } from '../../space/space-basis.js';
import { quoteLines } from './quote-lines.js';

describe('quoteLines', () => {
  it('lists every priced line once, adding up to the total with space', () => {
    const plan = fixturePlan();
    const figures = quoteFiguresOf(plan);
    const lines = quoteLines(plan, figures);
    expect(new Set(lines.map((line) => line.key)).size).toBe(11);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(figures.costs.totalWithSpace);
    for (const line of lines) expect(line.amount).toBe(figures.costs[line.key]);
  });

  it('says what each line was worked out from', () => {
    const plan = fixturePlan();
    const byKey = Object.fromEntries(quoteLines(plan, quoteFiguresOf(plan)).map((line) => [line.key, line.basis]));
    expect(byKey.constructionCost).toBe('18 sq m × ₹6,500 per sq m');
    expect(byKey.spaceRental).toBe('18 sq m × ₹10,000 per sq m (typical rate)');
    expect(byKey.flights).toBe('1 flight × 3 travellers');
    expect(byKey.hotel).toBe('Lalit Ashok Bengaluru');
    expect(byKey.services).toBe('AV equipment');
    // Five priced add-ons; the pantry is included in construction.
    expect(byKey.stallExtras).toBe('5 items');
  });
});

describe('spaceBasis', () => {
  it('names the show and the open-side premium', () => {
    const plan = { ...fixturePlan(), eventSpaceTariff: { eventName: 'IMTEX', rawPerSqm: 12_000, builtUpPerSqm: 14_000 } };
    plan.stallDesign = { ...plan.stallDesign, boothPosition: 'peninsula' };
    expect(spaceBasis(quoteFiguresOf(plan).space)).toBe("18 sq m × ₹12,000 per sq m (IMTEX's published rate), peninsula +15%");
    plan.stallDesign = { ...plan.stallDesign, spaceTariffOverride: 9000 };
    expect(spaceBasis(quoteFiguresOf(plan).space)).toBe('18 sq m × ₹9,000 per sq m (your rate), peninsula +15%');
  });
});
