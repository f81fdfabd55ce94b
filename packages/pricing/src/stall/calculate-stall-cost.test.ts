import {
  brandingElementOptions,
  flooringOptions,
  furnitureItemOptions,
  stallCostResultSchema,
  stallDesignDataSchema,
  wallTypeOptions,
  type StallCostResult,
  type StallDesignInput,
} from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { calculateStallCost, calculateStallCostFromInput } from './calculate-stall-cost.js';

function costOf(input: StallDesignInput): StallCostResult {
  return calculateStallCost(stallDesignDataSchema.parse(input));
}

const ALL_ZERO: StallCostResult = {
  structuralCosts: { wallCost: 0, flooringCost: 0, ceilingCost: 0, additionalRoomsCost: 0 },
  brandingCosts: { printAreaCost: 0, brandingElementsCost: 0, digitalDisplaysCost: 0 },
  furnitureCosts: { rentalCost: 0, customBuildCost: 0 },
  technicalCosts: { lightingCost: 0, powerCost: 0 },
  laborCosts: { installationCost: 0, dismantlingCost: 0, outstationCharges: 0 },
  extrasCost: 0,
  totalCost: 0,
  areaSqm: 0,
  perSqm: 0,
};

describe('calculateStallCost: structure', () => {
  // 20 sqm inline: octonorm 8500 × 20 = 170000, mdf 6000 × 20 = 120000,
  // laminated plywood 12000 × 20 = 240000, modular aluminium 15000 × 20 = 300000.
  const walls = { octonorm: 170_000, mdf: 120_000, laminated_plywood: 240_000, modular_aluminum: 300_000 };

  it('prices every wall type per sqm of booth', () => {
    for (const wallType of wallTypeOptions.values) {
      expect(costOf({ area: 20, wallType }).structuralCosts.wallCost).toBe(walls[wallType]);
    }
  });

  it('charges no walls when no wall type is chosen', () => {
    expect(costOf({ area: 20 }).structuralCosts.wallCost).toBe(0);
  });

  it('multiplies the wall cost by the booth position', () => {
    // inline 8500 × 20 × 1 = 170000; corner 8500 × 20 × 1.1 = 187000; island 8500 × 20 × 1.25 = 212500.
    expect(costOf({ area: 20, wallType: 'octonorm', boothPosition: 'inline' }).structuralCosts.wallCost).toBe(170_000);
    expect(costOf({ area: 20, wallType: 'octonorm', boothPosition: 'corner' }).structuralCosts.wallCost).toBe(187_000);
    expect(costOf({ area: 20, wallType: 'octonorm', boothPosition: 'island' }).structuralCosts.wallCost).toBe(212_500);
  });

  it('leaves every other line alone for a corner or island booth', () => {
    const inline = costOf({ area: 20, wallType: 'mdf', flooring: 'laminate', boothPosition: 'inline' });
    const island = costOf({ area: 20, wallType: 'mdf', flooring: 'laminate', boothPosition: 'island' });
    // Only the walls change: 6000 × 20 × 0.25 = 30000 more.
    expect(island.totalCost - inline.totalCost).toBe(30_000);
    expect(island.structuralCosts.flooringCost).toBe(inline.structuralCosts.flooringCost);
  });

  it('prices every flooring per sqm of booth', () => {
    // 20 sqm: carpeting 450 × 20 = 9000, raised wooden 850 × 20 = 17000, vinyl 650 × 20 = 13000,
    // laminate 500 × 20 = 10000, marble 1200 × 20 = 24000, ceramic 400 × 20 = 8000.
    const floors = { carpeting: 9000, raised_wooden: 17_000, vinyl_finish: 13_000, laminate: 10_000, marble: 24_000, ceramic: 8000 };
    for (const flooring of flooringOptions.values) {
      expect(costOf({ area: 20, flooring }).structuralCosts.flooringCost).toBe(floors[flooring]);
    }
  });

  it('prices the ceiling per sqm of booth, an open ceiling at nothing', () => {
    // 20 sqm: open 0 × 20 = 0, truss with lights 2500 × 20 = 50000, branding fascia 4500 × 20 = 90000.
    expect(costOf({ area: 20, ceiling: 'open' }).structuralCosts.ceilingCost).toBe(0);
    expect(costOf({ area: 20, ceiling: 'truss_lights' }).structuralCosts.ceilingCost).toBe(50_000);
    expect(costOf({ area: 20, ceiling: 'branding_fascia' }).structuralCosts.ceilingCost).toBe(90_000);
  });

  it('charges each additional room flat, whatever the area', () => {
    expect(costOf({ area: 20, additionalRooms: ['Storage Room'] }).structuralCosts.additionalRoomsCost).toBe(25_000);
    expect(costOf({ area: 20, additionalRooms: ['Meeting Room'] }).structuralCosts.additionalRoomsCost).toBe(45_000);
    expect(costOf({ area: 20, additionalRooms: ['Pantry'] }).structuralCosts.additionalRoomsCost).toBe(35_000);
    expect(costOf({ area: 200, additionalRooms: ['Reception Area'] }).structuralCosts.additionalRoomsCost).toBe(30_000);
    // All four: 25000 + 45000 + 35000 + 30000 = 135000.
    const allRooms = costOf({ area: 20, additionalRooms: ['Storage Room', 'Meeting Room', 'Pantry', 'Reception Area'] });
    expect(allRooms.structuralCosts.additionalRoomsCost).toBe(135_000);
  });
});

describe('calculateStallCost: branding', () => {
  it('charges the print area at 180 per sqm', () => {
    // 12 sqm of print: 12 × 180 = 2160.
    expect(costOf({ area: 20, printArea: 12 }).brandingCosts.printAreaCost).toBe(2160);
  });

  it('prices each branding element per sqm of print area, 3D logos flat', () => {
    // 12 sqm of print: flex 180 × 12 = 2160, vinyl 250 × 12 = 3000, fabric 320 × 12 = 3840,
    // backlit 1300 × 12 = 15600, LED walls 45000 × 12 = 540000; 3D logos 8500 flat.
    const elements = {
      flex_prints: 2160,
      vinyl_graphics: 3000,
      fabric_prints: 3840,
      '3d_logos': 8500,
      backlit_panels: 15_600,
      led_walls: 540_000,
    };
    for (const element of brandingElementOptions.values) {
      expect(costOf({ area: 20, printArea: 12, brandingElements: [element] }).brandingCosts.brandingElementsCost).toBe(elements[element]);
    }
  });

  it('charges 3D logos even with no print area, and print-area elements nothing without one', () => {
    const cost = costOf({ area: 20, brandingElements: ['3d_logos', 'flex_prints', 'led_walls'] });
    expect(cost.brandingCosts.brandingElementsCost).toBe(8500);
    expect(cost.brandingCosts.printAreaCost).toBe(0);
  });

  it('adds the elements together', () => {
    // 10 sqm of print: flex 180 × 10 = 1800 + backlit 1300 × 10 = 13000 + 3D logos 8500 = 23300.
    const cost = costOf({ area: 20, printArea: 10, brandingElements: ['flex_prints', 'backlit_panels', '3d_logos'] });
    expect(cost.brandingCosts.brandingElementsCost).toBe(23_300);
  });

  it('charges 25000 per digital display, a repeated name once', () => {
    expect(costOf({ area: 20, digitalDisplays: ['Main screen', 'Demo screen'] }).brandingCosts.digitalDisplaysCost).toBe(50_000);
    expect(costOf({ area: 20, digitalDisplays: ['Main screen', 'Main screen'] }).brandingCosts.digitalDisplaysCost).toBe(25_000);
  });
});

describe('calculateStallCost: furniture', () => {
  const allItems = [...furnitureItemOptions.values];

  it('prices every item at its rental rate into the rental line', () => {
    const rental = {
      reception_counter: 2500,
      meeting_table: 1200,
      chairs_set: 200,
      display_shelves: 800,
      storage_cabinets: 1500,
      product_display: 2000,
      brochure_stands: 500,
      demo_counter: 3000,
    };
    for (const item of allItems) {
      const cost = costOf({ area: 20, furnitureType: 'rental', furnitureItems: [item] });
      expect(cost.furnitureCosts).toEqual({ rentalCost: rental[item], customBuildCost: 0 });
    }
    // All eight: 2500 + 1200 + 200 + 800 + 1500 + 2000 + 500 + 3000 = 11700.
    expect(costOf({ area: 20, furnitureType: 'rental', furnitureItems: allItems }).furnitureCosts).toEqual({ rentalCost: 11_700, customBuildCost: 0 });
  });

  it('prices every item at its custom-build rate into the custom-build line', () => {
    const custom = {
      reception_counter: 15_000,
      meeting_table: 8500,
      chairs_set: 2500,
      display_shelves: 12_000,
      storage_cabinets: 18_000,
      product_display: 25_000,
      brochure_stands: 4500,
      demo_counter: 35_000,
    };
    for (const item of allItems) {
      const cost = costOf({ area: 20, furnitureType: 'custom_build', furnitureItems: [item] });
      expect(cost.furnitureCosts).toEqual({ rentalCost: 0, customBuildCost: custom[item] });
    }
    // All eight: 15000 + 8500 + 2500 + 12000 + 18000 + 25000 + 4500 + 35000 = 120500.
    expect(costOf({ area: 20, furnitureType: 'custom_build', furnitureItems: allItems }).furnitureCosts).toEqual({ rentalCost: 0, customBuildCost: 120_500 });
  });

  it('prices items as rentals when no furniture type is chosen', () => {
    // Reception counter 2500 + chairs 200 = 2700.
    expect(costOf({ area: 20, furnitureItems: ['reception_counter', 'chairs_set'] }).furnitureCosts).toEqual({ rentalCost: 2700, customBuildCost: 0 });
  });
});

describe('calculateStallCost: lighting and power', () => {
  it('prices each lighting option per sqm of booth', () => {
    // 20 sqm: basic 300 × 20 = 6000, LED 600 × 20 = 12000, premium 1000 × 20 = 20000,
    // designer 1200 × 20 = 24000, smart 1500 × 20 = 30000.
    expect(costOf({ area: 20, lightingType: ['basic'] }).technicalCosts.lightingCost).toBe(6000);
    expect(costOf({ area: 20, lightingType: ['led'] }).technicalCosts.lightingCost).toBe(12_000);
    expect(costOf({ area: 20, lightingType: ['premium'] }).technicalCosts.lightingCost).toBe(20_000);
    expect(costOf({ area: 20, lightingType: ['designer'] }).technicalCosts.lightingCost).toBe(24_000);
    expect(costOf({ area: 20, lightingType: ['smart'] }).technicalCosts.lightingCost).toBe(30_000);
    // All five: (300 + 600 + 1000 + 1200 + 1500) × 20 = 4600 × 20 = 92000.
    expect(costOf({ area: 20, lightingType: ['basic', 'led', 'premium', 'designer', 'smart'] }).technicalCosts.lightingCost).toBe(92_000);
  });

  it('charges no power unless a power type or a requirement is given', () => {
    expect(costOf({ area: 20 }).technicalCosts.powerCost).toBe(0);
  });

  it('assumes 5 kW when only a power type is chosen', () => {
    // Single phase 5 × 800 = 4000; three phase 5 × 1200 = 6000.
    expect(costOf({ area: 20, powerType: '1_phase' }).technicalCosts.powerCost).toBe(4000);
    expect(costOf({ area: 20, powerType: '3_phase' }).technicalCosts.powerCost).toBe(6000);
  });

  it('prices the requirement per kW, at single phase when no type is chosen', () => {
    // 12 kW: single phase 12 × 800 = 9600; three phase 12 × 1200 = 14400.
    expect(costOf({ area: 20, powerRequirement: 12 }).technicalCosts.powerCost).toBe(9600);
    expect(costOf({ area: 20, powerRequirement: 12, powerType: '3_phase' }).technicalCosts.powerCost).toBe(14_400);
  });
});

describe('calculateStallCost: labour and extras', () => {
  it('assumes 3 days of installation and 1 of dismantling', () => {
    // 20 sqm: installation 450 × 20 × 3 = 27000; dismantling 250 × 20 × 1 = 5000.
    expect(costOf({ area: 20 }).laborCosts).toEqual({ installationCost: 27_000, dismantlingCost: 5000, outstationCharges: 0 });
  });

  it('uses the days given', () => {
    // 20 sqm: installation 450 × 20 × 2 = 18000; dismantling 250 × 20 × 2 = 10000.
    expect(costOf({ area: 20, installationDays: 2, dismantlingDays: 2 }).laborCosts).toEqual({
      installationCost: 18_000,
      dismantlingCost: 10_000,
      outstationCharges: 0,
    });
  });

  it('adds 50% of installation and dismantling for an outstation booth', () => {
    // 20 sqm, default days: (27000 + 5000) × 0.5 = 16000.
    const cost = costOf({ area: 20, isOutstation: true });
    expect(cost.laborCosts).toEqual({ installationCost: 27_000, dismantlingCost: 5000, outstationCharges: 16_000 });
    expect(cost.totalCost).toBe(48_000);
  });

  it('charges 5000 per extra', () => {
    expect(costOf({ area: 20, extras: ['pantry_fitout'] }).extrasCost).toBe(5000);
    // All five: 5 × 5000 = 25000.
    const all = costOf({ area: 20, extras: ['pantry_fitout', 'meeting_room', 'hanging_structures', 'greenery_decor', 'branded_flooring'] });
    expect(all.extrasCost).toBe(25_000);
  });
});

describe('calculateStallCost: area, rounding and totals', () => {
  it('converts square feet and rounds each line, the total being the sum of the rounded lines', () => {
    // 200 sqft × 0.092903 = 18.5806 sqm.
    // Walls 8500 × 18.5806 = 157935.1 → 157935; carpeting 450 × 18.5806 = 8361.27 → 8361;
    // installation 450 × 18.5806 × 3 = 25083.81 → 25084; dismantling 250 × 18.5806 = 4645.15 → 4645.
    // Total 157935 + 8361 + 25084 + 4645 = 196025; per sqm 196025 / 18.5806 = 10549.98 → 10550.
    const cost = costOf({ area: 200, areaUnit: 'sqft', wallType: 'octonorm', flooring: 'carpeting' });
    expect(cost.structuralCosts.wallCost).toBe(157_935);
    expect(cost.structuralCosts.flooringCost).toBe(8361);
    expect(cost.laborCosts.installationCost).toBe(25_084);
    expect(cost.laborCosts.dismantlingCost).toBe(4645);
    expect(cost.totalCost).toBe(196_025);
    expect(cost.areaSqm).toBe(18.58);
    expect(cost.perSqm).toBe(10_550);
  });

  it('takes the outstation share of the labour lines as shown', () => {
    // 200 sqft: (25084 + 4645) × 0.5 = 14864.5 → 14865.
    expect(costOf({ area: 200, areaUnit: 'sqft', isOutstation: true }).laborCosts.outstationCharges).toBe(14_865);
  });

  it('adds up a booth with every kind of option', () => {
    // 30 sqm corner booth:
    //   walls        modular aluminium 15000 × 30 × 1.1          = 495000
    //   flooring     marble 1200 × 30                            =  36000
    //   ceiling      branding fascia 4500 × 30                   = 135000
    //   rooms        meeting 45000 + pantry 35000                =  80000
    //   print area   15 × 180                                    =   2700
    //   elements     vinyl 250 × 15 + 3D logos 8500 + backlit 1300 × 15
    //                = 3750 + 8500 + 19500                       =  31750
    //   displays     2 × 25000                                   =  50000
    //   custom build reception 15000 + table 8500 + chairs 2500  =  26000
    //   lighting     (LED 600 + designer 1200) × 30              =  54000
    //   power        10 kW × 1200 (three phase)                  =  12000
    //   installation 450 × 30 × 4                                =  54000
    //   dismantling  250 × 30 × 2                                =  15000
    //   outstation   (54000 + 15000) × 0.5                       =  34500
    //   extras       2 × 5000                                    =  10000
    //   total                                                    = 1035950
    //   per sqm      1035950 / 30 = 34531.67                     →  34532
    const cost = costOf({
      area: 30,
      boothPosition: 'corner',
      wallType: 'modular_aluminum',
      flooring: 'marble',
      ceiling: 'branding_fascia',
      additionalRooms: ['Meeting Room', 'Pantry'],
      printArea: 15,
      brandingElements: ['vinyl_graphics', '3d_logos', 'backlit_panels'],
      digitalDisplays: ['Entrance screen', 'Demo screen'],
      furnitureType: 'custom_build',
      furnitureItems: ['reception_counter', 'meeting_table', 'chairs_set'],
      lightingType: ['led', 'designer'],
      powerRequirement: 10,
      powerType: '3_phase',
      installationDays: 4,
      dismantlingDays: 2,
      isOutstation: true,
      extras: ['hanging_structures', 'greenery_decor'],
    });
    expect(cost).toEqual({
      structuralCosts: { wallCost: 495_000, flooringCost: 36_000, ceilingCost: 135_000, additionalRoomsCost: 80_000 },
      brandingCosts: { printAreaCost: 2700, brandingElementsCost: 31_750, digitalDisplaysCost: 50_000 },
      furnitureCosts: { rentalCost: 0, customBuildCost: 26_000 },
      technicalCosts: { lightingCost: 54_000, powerCost: 12_000 },
      laborCosts: { installationCost: 54_000, dismantlingCost: 15_000, outstationCharges: 34_500 },
      extrasCost: 10_000,
      totalCost: 1_035_950,
      areaSqm: 30,
      perSqm: 34_532,
    });
    expect(stallCostResultSchema.parse(cost)).toEqual(cost);
  });

  it('gives all zeros for an empty design', () => {
    expect(costOf({})).toEqual(ALL_ZERO);
  });

  it('gives all zeros with no area, even with area-priced options chosen', () => {
    const cost = costOf({ area: 0, wallType: 'octonorm', flooring: 'marble', lightingType: ['smart'], isOutstation: true });
    expect(cost).toEqual(ALL_ZERO);
  });
});

describe('calculateStallCostFromInput', () => {
  it('reads numbers typed as text', () => {
    // "20" → 20 sqm: walls 8500 × 20 = 170000, installation 27000, dismantling 5000.
    const cost = calculateStallCostFromInput({ area: '20', wallType: 'octonorm' });
    expect(cost.structuralCosts.wallCost).toBe(170_000);
    expect(cost.totalCost).toBe(202_000);
  });

  it('prices a design with a number field that is no whole number as an empty one, never guessing a figure', () => {
    expect(calculateStallCostFromInput({ area: 'abc', wallType: 'octonorm' })).toEqual(ALL_ZERO);
    expect(calculateStallCostFromInput({ area: '20 sqm', wallType: 'octonorm' })).toEqual(ALL_ZERO);
    expect(calculateStallCostFromInput({ area: 20.5, wallType: 'octonorm' })).toEqual(ALL_ZERO);
    expect(calculateStallCostFromInput({ area: 20, powerRequirement: 'abc', powerType: '1_phase' })).toEqual(ALL_ZERO);
    // A blank power field is "not given": a chosen type falls back to 5 kW, 5 × 800 = 4000.
    expect(calculateStallCostFromInput({ area: 20, powerRequirement: '', powerType: '1_phase' }).technicalCosts.powerCost).toBe(4000);
  });

  it('treats empty selects as not chosen', () => {
    const cost = calculateStallCostFromInput({ area: 20, wallType: '', flooring: null, powerType: '' });
    expect(cost.structuralCosts.wallCost).toBe(0);
    expect(cost.structuralCosts.flooringCost).toBe(0);
    expect(cost.technicalCosts.powerCost).toBe(0);
  });

  it('prices a design the schema refuses as an empty one instead of throwing', () => {
    expect(calculateStallCostFromInput({ area: 20, wallType: 'bamboo' })).toEqual(ALL_ZERO);
    expect(calculateStallCostFromInput({ area: 2_000_000 })).toEqual(ALL_ZERO);
    expect(calculateStallCostFromInput(null)).toEqual(ALL_ZERO);
    expect(calculateStallCostFromInput(undefined)).toEqual(ALL_ZERO);
    expect(calculateStallCostFromInput('20')).toEqual(ALL_ZERO);
  });
});
