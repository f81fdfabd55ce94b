import {
  additionalRoomOptions,
  boothPositionOptions,
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
  type StallCostResult,
  type StallDesignInput,
} from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { formatInr } from '../format-inr.js';
import { calculateStallCost } from './calculate-stall-cost.js';
import {
  brandingPriceLabel,
  ceilingPriceLabel,
  digitalDisplayPriceLabel,
  extraPriceLabel,
  flooringPriceLabel,
  furniturePriceLabel,
  lightingPriceLabel,
  positionPriceLabel,
  powerPriceLabel,
  printAreaPriceLabel,
  roomPriceLabel,
  wallPriceLabel,
} from './stall-price-labels.js';
import { STALL_RATES } from './stall-rates.js';

const perSqm = (rate: number) => (rate === 0 ? 'Included' : `${formatInr(rate)}/sqm`);
const flat = (rate: number) => (rate === 0 ? 'Included' : formatInr(rate));

/** The rupee figure a label states: `₹8,500/sqm` → 8500, `Included` → 0. */
function amountOf(label: string): number {
  const digits = /₹([\d,]+)/.exec(label)?.[1];
  return digits ? Number(digits.replaceAll(',', '')) : 0;
}

/** The cost of a design as a screen sends it. */
function costOf(input: StallDesignInput): StallCostResult {
  return calculateStallCost(stallDesignDataSchema.parse(input));
}

describe('stall price labels', () => {
  it('show the examples the screens need', () => {
    expect(wallPriceLabel('octonorm')).toBe('₹8,500/sqm');
    expect(furniturePriceLabel('chairs_set', 'rental')).toBe('₹200');
    expect(furniturePriceLabel('demo_counter', 'custom_build')).toBe('₹35,000');
    expect(extraPriceLabel('pantry_fitout')).toBe('₹5,000');
    expect(lightingPriceLabel('led')).toBe('₹600/sqm');
    expect(roomPriceLabel('Meeting Room')).toBe('₹45,000');
    expect(brandingPriceLabel('3d_logos')).toBe('₹8,500');
    expect(brandingPriceLabel('flex_prints')).toBe('₹180/sqm of print area');
    expect(brandingPriceLabel('led_walls')).toBe('₹45,000/sqm of print area');
    expect(ceilingPriceLabel('open')).toBe('Included');
    expect(ceilingPriceLabel('branding_fascia')).toBe('₹4,500/sqm');
    expect(powerPriceLabel('3_phase')).toBe('₹1,200/kW');
    expect(printAreaPriceLabel()).toBe('₹180/sqm');
    expect(digitalDisplayPriceLabel()).toBe('₹25,000 each');
    expect(positionPriceLabel('inline')).toBe('Included');
    expect(positionPriceLabel('corner')).toBe('+10% on walls');
    expect(positionPriceLabel('island')).toBe('+25% on walls');
  });

  it('state the table’s rate for every value of every enumeration', () => {
    for (const value of wallTypeOptions.values) expect(wallPriceLabel(value)).toBe(perSqm(STALL_RATES.wallPerSqm[value]));
    for (const value of flooringOptions.values) expect(flooringPriceLabel(value)).toBe(perSqm(STALL_RATES.flooringPerSqm[value]));
    for (const value of ceilingOptions.values) expect(ceilingPriceLabel(value)).toBe(perSqm(STALL_RATES.ceilingPerSqm[value]));
    for (const value of additionalRoomOptions.values) expect(roomPriceLabel(value)).toBe(flat(STALL_RATES.roomFlat[value]));
    for (const value of lightingOptions.values) expect(lightingPriceLabel(value)).toBe(perSqm(STALL_RATES.lightingPerSqm[value]));
    for (const value of powerTypeOptions.values) expect(powerPriceLabel(value)).toBe(`${formatInr(STALL_RATES.powerPerKw[value])}/kW`);
    for (const value of stallExtraOptions.values) expect(extraPriceLabel(value)).toBe(flat(STALL_RATES.extraFlat[value]));
    for (const value of brandingElementOptions.values) {
      const { basis, rate } = STALL_RATES.brandingElement[value];
      expect(brandingPriceLabel(value)).toBe(basis === 'flat' ? flat(rate) : `${formatInr(rate)}/sqm of print area`);
    }
    for (const type of furnitureTypeOptions.values) {
      for (const item of furnitureItemOptions.values) {
        expect(furniturePriceLabel(item, type)).toBe(flat(STALL_RATES.furniturePerItem[type][item]));
      }
    }
    for (const item of furnitureItemOptions.values) expect(furniturePriceLabel(item)).toBe(furniturePriceLabel(item, 'rental'));
    expect(printAreaPriceLabel()).toBe(perSqm(STALL_RATES.printAreaPerSqm));
    expect(digitalDisplayPriceLabel()).toBe(`${formatInr(STALL_RATES.perDigitalDisplay)} each`);
  });

  it('state what the calculation charges for one unit of every option', () => {
    for (const wallType of wallTypeOptions.values) {
      expect(costOf({ area: 1, wallType }).structuralCosts.wallCost).toBe(amountOf(wallPriceLabel(wallType)));
    }
    for (const flooring of flooringOptions.values) {
      expect(costOf({ area: 1, flooring }).structuralCosts.flooringCost).toBe(amountOf(flooringPriceLabel(flooring)));
    }
    for (const ceiling of ceilingOptions.values) {
      expect(costOf({ area: 1, ceiling }).structuralCosts.ceilingCost).toBe(amountOf(ceilingPriceLabel(ceiling)));
    }
    for (const room of additionalRoomOptions.values) {
      expect(costOf({ area: 1, additionalRooms: [room] }).structuralCosts.additionalRoomsCost).toBe(amountOf(roomPriceLabel(room)));
    }
    for (const element of brandingElementOptions.values) {
      expect(costOf({ area: 1, printArea: 1, brandingElements: [element] }).brandingCosts.brandingElementsCost).toBe(amountOf(brandingPriceLabel(element)));
    }
    expect(costOf({ area: 1, printArea: 1 }).brandingCosts.printAreaCost).toBe(amountOf(printAreaPriceLabel()));
    expect(costOf({ area: 1, digitalDisplays: ['Screen'] }).brandingCosts.digitalDisplaysCost).toBe(amountOf(digitalDisplayPriceLabel()));
    for (const item of furnitureItemOptions.values) {
      expect(costOf({ area: 1, furnitureType: 'rental', furnitureItems: [item] }).furnitureCosts.rentalCost).toBe(
        amountOf(furniturePriceLabel(item, 'rental')),
      );
      expect(costOf({ area: 1, furnitureType: 'custom_build', furnitureItems: [item] }).furnitureCosts.customBuildCost).toBe(
        amountOf(furniturePriceLabel(item, 'custom_build')),
      );
    }
    for (const lighting of lightingOptions.values) {
      expect(costOf({ area: 1, lightingType: [lighting] }).technicalCosts.lightingCost).toBe(amountOf(lightingPriceLabel(lighting)));
    }
    for (const powerType of powerTypeOptions.values) {
      expect(costOf({ area: 1, powerRequirement: 1, powerType }).technicalCosts.powerCost).toBe(amountOf(powerPriceLabel(powerType)));
    }
    for (const extra of stallExtraOptions.values) {
      expect(costOf({ area: 1, extras: [extra] }).extrasCost).toBe(amountOf(extraPriceLabel(extra)));
    }
    for (const boothPosition of boothPositionOptions.values) {
      // 100 sqm of octonorm inline is 850000; the label's percentage is what the position adds.
      const wallCost = costOf({ area: 100, wallType: 'octonorm', boothPosition }).structuralCosts.wallCost;
      const percent = Number(/\+(\d+)%/.exec(positionPriceLabel(boothPosition))?.[1] ?? 0);
      expect(wallCost).toBe(Math.round(850_000 * (1 + percent / 100)));
    }
  });
});
