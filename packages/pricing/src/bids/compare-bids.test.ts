import { calculateStallCost } from '../stall/calculate-stall-cost.js';
import { stallDesignDataSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { bidTotal, stallEstimateBidLines } from './bid-estimate.js';
import { compareBids } from './compare-bids.js';

const lines = (structure: number, graphics = 0, furniture = 0, avElectrical = 0, labour = 0, transport = 0) => ({
  structure,
  graphics,
  furniture,
  avElectrical,
  labour,
  transport,
});

describe('stallEstimateBidLines', () => {
  it('splits the stall estimate into the bid lines, adding up to its total', () => {
    const design = stallDesignDataSchema.parse({
      area: 18,
      wallType: 'octonorm',
      flooring: 'carpeting',
      lightingType: ['led'],
      furnitureItems: ['chairs_set'],
      printArea: 10,
      isOutstation: true,
    });
    const cost = calculateStallCost(design);
    const estimate = stallEstimateBidLines(cost);
    expect(estimate.total).toBe(cost.totalCost);
    expect(estimate.lines.structure).toBe(
      cost.structuralCosts.wallCost +
        cost.structuralCosts.flooringCost +
        cost.structuralCosts.ceilingCost +
        cost.structuralCosts.additionalRoomsCost +
        cost.extrasCost,
    );
    expect(estimate.lines.transport).toBe(cost.laborCosts.outstationCharges);
    expect(estimate.lines.transport).toBeGreaterThan(0);
  });
});

describe('compareBids', () => {
  const a = { id: 'a', lines: lines(100_000, 20_000), total: bidTotal(lines(100_000, 20_000)), timelineDays: 10 };
  const b = { id: 'b', lines: lines(90_000, 40_000), total: bidTotal(lines(90_000, 40_000)), timelineDays: 7 };

  it('marks the cheapest and the fastest, and the lowest and highest per line', () => {
    // a: 120,000 in 10 days; b: 130,000 in 7 days.
    const result = compareBids([a, b], 125_000);
    expect(result.cheapestBidId).toBe('a');
    expect(result.fastestBidId).toBe('b');
    expect(result.lowest.structure).toEqual(['b']);
    expect(result.highest.graphics).toEqual(['b']);
    // Lines where every bid agrees are not marked.
    expect(result.lowest.furniture).toEqual([]);
    // 120,000 is 4% under 125,000; 130,000 is 4% over.
    expect(result.versusEstimatePct).toEqual({ a: -4, b: 4 });
  });

  it('breaks ties by the other measure, then by order, and copes with no bids or no estimate', () => {
    const c = { ...a, id: 'c', timelineDays: 7 };
    expect(compareBids([a, c], 0)).toMatchObject({ cheapestBidId: 'c', fastestBidId: 'c', versusEstimatePct: { a: null, c: null } });
    expect(compareBids([], 100)).toMatchObject({ cheapestBidId: null, fastestBidId: null });
  });
});
