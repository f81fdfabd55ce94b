import { calculateQuoteCosts } from '@stallplan/pricing';
import { plannerFormDataSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LINES, quoteCategories } from './quote-categories.js';

describe('quoteCategories', () => {
  it('puts every quote line in exactly one category, so the cards add up to the total with space', () => {
    const lines = Object.values(CATEGORY_LINES).flat();
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toHaveLength(11);

    const costs = calculateQuoteCosts({ formData: plannerFormDataSchema.parse({}) });
    const categories = quoteCategories(costs);
    // Defaults: booth 117000 space + 117000 construction = 234000; travel 72000 + 54000 = 126000;
    // services 25000 + 15000 = 40000; in all 400000. Shares 58.5 / 31.5 / 10: the point left over
    // goes to the first of the tied remainders, so 59 / 31 / 10.
    expect(categories.map((category) => category.total)).toEqual([234_000, 126_000, 40_000]);
    expect(categories.reduce((sum, category) => sum + category.total, 0)).toBe(costs.totalWithSpace);
    expect(categories.map((category) => category.sharePercent)).toEqual([59, 31, 10]);
  });
});
