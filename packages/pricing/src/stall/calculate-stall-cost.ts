import { stallDesignDataSchema, type StallCostResult, type StallDesignData } from '@stallplan/contracts';
import { wholeRupees } from '../money/whole-rupees.js';
import { STALL_RATES } from './stall-rates.js';

const EMPTY_DESIGN: StallDesignData = stallDesignDataSchema.parse({});

function sumOf(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/** The booth area in square metres, unrounded: each line rounds its amount, not the area. */
function areaInSqm(design: Pick<StallDesignData, 'area' | 'areaUnit'>): number {
  return design.areaUnit === 'sqft' ? design.area * STALL_RATES.sqftToSqm : design.area;
}

/**
 * Step 2's live cost (see docs/quote-model.md#stall-rates). Every line is whole rupees and the
 * total is the sum of the lines as shown, so the sidebar always adds up. `perSqm` is the total
 * over the area the lines were priced on.
 */
export function calculateStallCost(design: StallDesignData): StallCostResult {
  const rates = STALL_RATES;
  const sqm = areaInSqm(design);

  const wallCost = design.wallType ? wholeRupees(rates.wallPerSqm[design.wallType] * sqm * rates.wallPositionMultiplier[design.boothPosition]) : 0;
  const flooringCost = design.flooring ? wholeRupees(rates.flooringPerSqm[design.flooring] * sqm) : 0;
  const ceilingCost = design.ceiling ? wholeRupees(rates.ceilingPerSqm[design.ceiling] * sqm) : 0;
  const additionalRoomsCost = sumOf(design.additionalRooms.map((room) => rates.roomFlat[room]));

  const printAreaCost = wholeRupees(design.printArea * rates.printAreaPerSqm);
  const brandingElementsCost = wholeRupees(
    sumOf(
      design.brandingElements.map((element) => {
        const { basis, rate } = rates.brandingElement[element];
        return basis === 'flat' ? rate : rate * design.printArea;
      }),
    ),
  );
  const digitalDisplaysCost = design.digitalDisplays.length * rates.perDigitalDisplay;

  // Not choosing a furniture type prices the items as rentals, the cheaper and commoner choice.
  const furnitureType = design.furnitureType ?? 'rental';
  const furnitureCost = sumOf(design.furnitureItems.map((item) => rates.furniturePerItem[furnitureType][item]));

  const lightingCost = wholeRupees(sumOf(design.lightingType.map((lighting) => rates.lightingPerSqm[lighting] * sqm)));
  const powerWanted = design.powerType !== undefined || design.powerRequirement > 0;
  const powerCost = powerWanted
    ? wholeRupees((design.powerRequirement || rates.defaultPowerKw) * rates.powerPerKw[design.powerType ?? rates.defaultPowerType])
    : 0;

  const installationDays = design.installationDays || rates.defaultLabourDays.installation;
  const dismantlingDays = design.dismantlingDays || rates.defaultLabourDays.dismantling;
  const installationCost = wholeRupees(rates.labourPerSqmPerDay.installation * sqm * installationDays);
  const dismantlingCost = wholeRupees(rates.labourPerSqmPerDay.dismantling * sqm * dismantlingDays);
  // A share of the two labour lines as shown, so anyone can check it from the sidebar.
  const outstationCharges = design.isOutstation ? wholeRupees((installationCost + dismantlingCost) * rates.outstationShare) : 0;

  const extrasCost = sumOf(design.extras.map((extra) => rates.extraFlat[extra]));

  const structuralCosts = { wallCost, flooringCost, ceilingCost, additionalRoomsCost };
  const brandingCosts = { printAreaCost, brandingElementsCost, digitalDisplaysCost };
  const furnitureCosts = {
    rentalCost: furnitureType === 'rental' ? furnitureCost : 0,
    customBuildCost: furnitureType === 'custom_build' ? furnitureCost : 0,
  };
  const technicalCosts = { lightingCost, powerCost };
  const laborCosts = { installationCost, dismantlingCost, outstationCharges };

  const totalCost = sumOf([
    ...Object.values(structuralCosts),
    ...Object.values(brandingCosts),
    ...Object.values(furnitureCosts),
    ...Object.values(technicalCosts),
    ...Object.values(laborCosts),
    extrasCost,
  ]);

  return {
    structuralCosts,
    brandingCosts,
    furnitureCosts,
    technicalCosts,
    laborCosts,
    extrasCost,
    totalCost,
    areaSqm: Math.round(sqm * 100) / 100,
    perSqm: sqm > 0 ? Math.round(totalCost / sqm) : 0,
  };
}

/**
 * The live sidebar's entry point: takes the form as it stands, strings and all. A design the
 * schema refuses prices as an empty one (all zeros), because the sidebar must never throw while
 * the user is still typing.
 */
export function calculateStallCostFromInput(input: unknown): StallCostResult {
  const parsed = stallDesignDataSchema.safeParse(input);
  return calculateStallCost(parsed.success ? parsed.data : EMPTY_DESIGN);
}
