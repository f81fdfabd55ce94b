import { describe, expect, it } from 'vitest';
import { newPlan } from '../../../current-plan/plan-state.js';
import { categoryDetail } from './category-details.js';
import { fixturePlan } from '../../../../test/fixtures/quote-plan-fixture.js';
import { quoteFiguresOf } from './quote-figures.js';

describe('categoryDetail', () => {
  for (const [name, plan] of [
    ['a plan with every selection', fixturePlan()],
    ['an empty plan', newPlan()],
  ] as const) {
    it(`gives breakdowns that are the card's own quote lines, adding up to its total, for ${name}`, () => {
      const figures = quoteFiguresOf(plan);
      const keys = figures.cards.flatMap((card) => categoryDetail(card, plan, figures).breakdown.map((row) => row.label));
      expect(keys).toHaveLength(figures.quote.lines.length);
      for (const card of figures.cards) {
        const detail = categoryDetail(card, plan, figures);
        expect(detail.breakdown.reduce((sum, row) => sum + row.amount, 0)).toBe(card.total);
        expect(detail.included.length).toBeGreaterThan(0);
      }
    });
  }

  it('puts space and the builder on the booth card and reads flight times as people do', () => {
    const plan = fixturePlan();
    const figures = quoteFiguresOf(plan);
    const [booth, travel] = figures.cards.map((card) => categoryDetail(card, plan, figures));
    // Space 18 × ₹10,000 (Bangalore is a metro) = 180,000; the builder's ₹45,000 replaces the design estimate.
    expect(booth?.breakdown.map((row) => [row.label, row.amount])).toEqual([
      ['Space rental (StallPlan typical rate)', 180_000],
      ['Stall design and build by Skyline Exhibits', 45_000],
    ]);
    expect(booth?.breakdown[0]?.note).toBe('18 sq m × ₹10,000 per sq m (typical rate)');
    expect(travel?.sections[0]?.items[0]?.label).toContain('06:10 → 07:55, Tue 19 Jan IST');
  });
});
