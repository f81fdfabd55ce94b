import { stallDesignDataSchema } from '@stallplan/contracts';
import { calculateStallCost } from './calculate-stall-cost.js';
import { describe, expect, it } from 'vitest';
import { stallCostGroups } from './stall-cost-lines.js';

describe('stallCostGroups', () => {
  it('gives six groups that add up to the total', () => {
    const cost = calculateStallCost(
      stallDesignDataSchema.parse({
        area: 27,
        boothPosition: 'corner',
        wallType: 'octonorm',
        flooring: 'marble',
        additionalRooms: ['Pantry'],
        printArea: 12,
        brandingElements: ['vinyl_graphics', '3d_logos'],
        furnitureItems: ['chairs_set'],
        lightingType: ['led'],
        powerType: '3_phase',
        isOutstation: true,
        extras: ['greenery_decor'],
      }),
    );
    const groups = stallCostGroups(cost);
    expect(groups.map((item) => item.key)).toEqual(['structural', 'branding', 'furniture', 'technical', 'labour', 'extras']);
    expect(groups.reduce((sum, item) => sum + item.total, 0)).toBe(cost.totalCost);
    expect(groups.find((item) => item.key === 'extras')?.total).toBe(cost.extrasCost);
  });
});
