import { describe, expect, it } from 'vitest';
import { newPlan } from '../../plan-state.js';
import { categoryDetail } from './category-details.js';
import { fixturePlan } from './quote-plan-fixture.js';
import { quoteFiguresOf } from './quote-figures.js';

describe('categoryDetail', () => {
  for (const [name, plan] of [
    ['a plan with every selection', fixturePlan()],
    ['an empty plan', newPlan()],
  ] as const) {
    it(`gives breakdowns that add up to each card's total for ${name}`, () => {
      const figures = quoteFiguresOf(plan);
      for (const category of figures.categories) {
        const detail = categoryDetail(category, plan, figures);
        expect(detail.breakdown.reduce((sum, row) => sum + row.amount, 0)).toBe(category.total);
        expect(detail.included.length).toBeGreaterThan(0);
      }
    });
  }

  it('splits construction 60/20/10/10 and shows the travel card figure of §9', () => {
    const plan = fixturePlan();
    const figures = quoteFiguresOf(plan);
    const [booth, travel] = figures.categories.map((category) => categoryDetail(category, plan, figures));
    // Space first: Bangalore is a metro, raw space 10,000 × 18 = 180000. Then 18 × 6500 = 117000: 70200 / 23400 / 11700 / 11700.
    expect(booth?.breakdown.slice(0, 5).map((row) => row.amount)).toEqual([180_000, 70_200, 23_400, 11_700, 11_700]);
    expect(booth?.breakdown[0]?.note).toBe('18 sq m × ₹10,000 per sq m (typical rate)');
    // Travel 3 × 18000 = 54000 + flights 16350 + hotel 28800 = 99150.
    expect(travel?.figures.find((figure) => figure.label === 'Travel and bookings')?.value).toBe('₹99,150');
  });
});
