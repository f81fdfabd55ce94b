import { describe, expect, it } from 'vitest';
import { fixturePlan } from './quote-plan-fixture.js';
import { quoteFiguresOf } from './quote-figures.js';
import { quoteLines } from './quote-lines.js';

describe('quoteLines', () => {
  it('lists every priced line once, adding up to the total', () => {
    const plan = fixturePlan();
    const figures = quoteFiguresOf(plan);
    const lines = quoteLines(plan, figures);
    expect(new Set(lines.map((line) => line.key)).size).toBe(10);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(figures.costs.total);
    for (const line of lines) expect(line.amount).toBe(figures.costs[line.key]);
  });

  it('says what each line was worked out from', () => {
    const plan = fixturePlan();
    const byKey = Object.fromEntries(quoteLines(plan, quoteFiguresOf(plan)).map((line) => [line.key, line.basis]));
    expect(byKey.constructionCost).toBe('18 sq m × ₹6,500 per sq m');
    expect(byKey.flights).toBe('1 flight × 3 travellers');
    expect(byKey.hotel).toBe('Lalit Ashok Bengaluru');
    expect(byKey.services).toBe('AV equipment');
    // Five priced add-ons; the pantry is included in construction.
    expect(byKey.stallExtras).toBe('5 items');
  });
});
