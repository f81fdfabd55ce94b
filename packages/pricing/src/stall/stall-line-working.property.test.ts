import {
  additionalRoomOptions,
  brandingElementOptions,
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallDesignDataSchema,
  stallExtraOptions,
  wallTypeOptions,
  type StallDesignData,
} from '@stallplan/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wholeRupees } from '../money/whole-rupees.js';
import { calculateStallCost } from './calculate-stall-cost.js';
import { stallCostGroups } from './stall-cost-lines.js';
import { stallLineWorking } from './stall-line-working.js';

const designs: fc.Arbitrary<StallDesignData> = fc
  .record({
    area: fc.integer({ min: 1, max: 3000 }),
    areaUnit: fc.constantFrom('sqm' as const, 'sqft' as const),
    boothPosition: fc.constantFrom('inline' as const, 'corner' as const, 'peninsula' as const, 'island' as const),
    wallType: fc.option(fc.constantFrom(...wallTypeOptions.values), { nil: undefined }),
    flooring: fc.option(fc.constantFrom(...flooringOptions.values), { nil: undefined }),
    ceiling: fc.option(fc.constantFrom(...ceilingOptions.values), { nil: undefined }),
    additionalRooms: fc.uniqueArray(fc.constantFrom(...additionalRoomOptions.values), { maxLength: 4 }),
    printArea: fc.integer({ min: 0, max: 300 }),
    brandingElements: fc.uniqueArray(fc.constantFrom(...brandingElementOptions.values), { maxLength: 4 }),
    furnitureType: fc.option(fc.constantFrom(...furnitureTypeOptions.values), { nil: undefined }),
    furnitureItems: fc.uniqueArray(fc.constantFrom(...furnitureItemOptions.values), { maxLength: 5 }),
    lightingType: fc.uniqueArray(fc.constantFrom(...lightingOptions.values), { maxLength: 3 }),
    powerType: fc.option(fc.constantFrom(...powerTypeOptions.values), { nil: undefined }),
    powerRequirement: fc.integer({ min: 0, max: 60 }),
    installationDays: fc.integer({ min: 0, max: 10 }),
    dismantlingDays: fc.integer({ min: 0, max: 5 }),
    isOutstation: fc.boolean(),
    extras: fc.uniqueArray(fc.constantFrom(...stallExtraOptions.values), { maxLength: 3 }),
  })
  .map((input) => stallDesignDataSchema.parse(input));

describe('stallLineWorking', () => {
  it("multiplies out to every line's amount: the terms' sum, rounded once to the rupee", () => {
    fc.assert(
      fc.property(designs, (design) => {
        const cost = calculateStallCost(design);
        const labour = { installation: cost.laborCosts.installationCost, dismantling: cost.laborCosts.dismantlingCost };
        for (const line of stallCostGroups(cost).flatMap((group) => group.lines)) {
          const terms = stallLineWorking(design, line.key, labour);
          expect(wholeRupees(terms.reduce((sum, term) => sum + term.amount, 0))).toBe(line.amount);
          if (line.amount > 0) expect(terms.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
