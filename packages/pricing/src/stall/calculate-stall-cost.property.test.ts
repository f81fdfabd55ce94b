import {
  MAX_BOOTH_AREA,
  additionalRoomOptions,
  areaUnitOptions,
  boothPositionOptions,
  brandingElementOptions,
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallCostResultSchema,
  stallDesignDataSchema,
  stallExtraOptions,
  wallTypeOptions,
  type StallCostResult,
} from '@stallplan/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wholeRupees } from '../money/whole-rupees.js';
import { calculateStallCost, calculateStallCostFromInput } from './calculate-stall-cost.js';
import { stallCostGroups } from './stall-cost-lines.js';
import { stallLineWorking } from './stall-line-working.js';

/** Anything a form or a caller might put in a number field: in range, negative, huge, NaN, text. */
function numberField(max: number) {
  return fc.oneof(
    { arbitrary: fc.integer({ min: 0, max }), weight: 40 },
    { arbitrary: fc.integer({ min: -1000, max: -1 }), weight: 1 },
    { arbitrary: fc.double({ min: 0, max, noNaN: true }), weight: 1 },
    { arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, max, max + 1), weight: 1 },
    { arbitrary: fc.integer({ min: 0, max }).map(String), weight: 1 },
    { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
  );
}

/** A select: a real value most of the time, sometimes blank, null or stray text. */
function choiceField(values: readonly string[]) {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...values), weight: 8 },
    { arbitrary: fc.constantFrom('', null, undefined), weight: 2 },
    { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
  );
}

/** A multi-select: real values (repeats included) most of the time, sometimes stray entries. */
function listField(values: readonly string[]) {
  return fc.oneof(
    { arbitrary: fc.array(fc.constantFrom(...values), { maxLength: values.length + 2 }), weight: 8 },
    { arbitrary: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), weight: 1 },
  );
}

const rawDesign = fc.record(
  {
    area: numberField(MAX_BOOTH_AREA * 11),
    areaUnit: choiceField(areaUnitOptions.values),
    boothPosition: choiceField(boothPositionOptions.values),
    wallType: choiceField(wallTypeOptions.values),
    flooring: choiceField(flooringOptions.values),
    ceiling: choiceField(ceilingOptions.values),
    additionalRooms: listField(additionalRoomOptions.values),
    printArea: numberField(MAX_BOOTH_AREA * 11),
    brandingElements: listField(brandingElementOptions.values),
    digitalDisplays: fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }),
    furnitureType: choiceField(furnitureTypeOptions.values),
    furnitureItems: listField(furnitureItemOptions.values),
    lightingType: listField(lightingOptions.values),
    powerRequirement: numberField(10_000),
    powerType: choiceField(powerTypeOptions.values),
    installationDays: numberField(60),
    dismantlingDays: numberField(60),
    isOutstation: fc.oneof(fc.boolean(), fc.constantFrom('true', 'on', 'false', 1, 0)),
    extras: listField(stallExtraOptions.values),
  },
  { requiredKeys: [] },
);

function linesOf(cost: StallCostResult): number[] {
  return [
    ...Object.values(cost.structuralCosts),
    ...Object.values(cost.brandingCosts),
    ...Object.values(cost.furnitureCosts),
    ...Object.values(cost.technicalCosts),
    ...Object.values(cost.laborCosts),
    cost.extrasCost,
  ];
}

function expectWholeRupees(amount: number): void {
  expect(Number.isSafeInteger(amount)).toBe(true);
  expect(amount).toBeGreaterThanOrEqual(0);
}

describe('calculateStallCost properties', () => {
  it('gives whole, non-negative lines whose sum is the total, for any design the schema accepts', () => {
    let priced = 0;
    fc.assert(
      fc.property(rawDesign, (raw) => {
        const parsed = stallDesignDataSchema.safeParse(raw);
        if (!parsed.success) return;
        priced += 1;
        const cost = calculateStallCost(parsed.data);
        const lines = linesOf(cost);
        expect(lines).toHaveLength(15);
        lines.forEach(expectWholeRupees);
        expectWholeRupees(cost.totalCost);
        expect(cost.totalCost).toBe(lines.reduce((sum, line) => sum + line, 0));
        expectWholeRupees(cost.perSqm);
        expect(cost.areaSqm).toBeGreaterThanOrEqual(0);
        expect(cost.areaSqm).toBe(Math.round(cost.areaSqm * 100) / 100);
        expect(stallCostResultSchema.safeParse(cost).success).toBe(true);
      }),
      { numRuns: 500 },
    );
    // The generators must mostly produce designs the schema accepts, or the property tests little.
    expect(priced).toBeGreaterThan(100);
  });

  it('never throws on any input and always gives whole, non-negative rupees', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), rawDesign), (input) => {
        const cost = calculateStallCostFromInput(input);
        [...linesOf(cost), cost.totalCost, cost.perSqm].forEach(expectWholeRupees);
        expect(Number.isFinite(cost.areaSqm) && cost.areaSqm >= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("shows each line's working, and it multiplies out to the line: the terms' sum, rounded once", () => {
    let priced = 0;
    fc.assert(
      fc.property(rawDesign, (raw) => {
        const parsed = stallDesignDataSchema.safeParse(raw);
        if (!parsed.success) return;
        priced += 1;
        const cost = calculateStallCost(parsed.data);
        const labour = { installation: cost.laborCosts.installationCost, dismantling: cost.laborCosts.dismantlingCost };
        for (const line of stallCostGroups(cost).flatMap((group) => group.lines)) {
          const terms = stallLineWorking(parsed.data, line.key, labour);
          expect(wholeRupees(terms.reduce((sum, term) => sum + term.amount, 0))).toBe(line.amount);
          if (line.amount > 0) expect(terms.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
    expect(priced).toBeGreaterThan(100);
  });
});
