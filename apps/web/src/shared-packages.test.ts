import { fileURLToPath } from 'node:url';
import { popularCities, stallDesignDataSchema } from '@stallplan/contracts';
import { calculateStallCostFromInput, formatInr, wallPriceLabel } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';

// The live cost sidebar, the labels and the planner's selects come from the shared packages.
describe('shared packages in the web app', () => {
  it('resolve to their built output', () => {
    expect(fileURLToPath(import.meta.resolve('@stallplan/contracts'))).toMatch(/packages\/contracts\/dist\/index\.js$/);
    expect(fileURLToPath(import.meta.resolve('@stallplan/pricing'))).toMatch(/packages\/pricing\/dist\/index\.js$/);
  });

  it('price a half-filled form as the sidebar would', () => {
    // 20 sqm of octonorm inline walls: 8,500 × 20 = 1,70,000; labour 450 × 20 × 3 + 250 × 20 × 1 = 32,000.
    const result = calculateStallCostFromInput({ area: '20', areaUnit: 'sqm', wallType: 'octonorm', flooring: '' });
    expect(formatInr(result.totalCost)).toBe('₹2,02,000');
    expect(wallPriceLabel('octonorm')).toBe('₹8,500/sqm');
    expect(stallDesignDataSchema.parse({}).boothPosition).toBe('inline');
    expect(popularCities()).toHaveLength(17);
  });
});
