import { BID_LINE_KEYS, type BidLines, type StallCostResult } from '@stallplan/contracts';

/**
 * StallPlan's estimate of a design, split the way every bid is split, so the comparison can show
 * it as a reference column: the stall's structure with its premium extras, graphics (print and
 * branding), furniture, AV and electrical (lighting, power and screens), labour (installation and
 * dismantling) and transport (outstation charges). The lines add up to the stall's total.
 */
export function stallEstimateBidLines(cost: StallCostResult): { lines: BidLines; total: number } {
  const { structuralCosts: s, brandingCosts: b, furnitureCosts: f, technicalCosts: t, laborCosts: l } = cost;
  const lines: BidLines = {
    structure: s.wallCost + s.flooringCost + s.ceilingCost + s.additionalRoomsCost + cost.extrasCost,
    graphics: b.printAreaCost + b.brandingElementsCost,
    furniture: f.rentalCost + f.customBuildCost,
    avElectrical: t.lightingCost + t.powerCost + b.digitalDisplaysCost,
    labour: l.installationCost + l.dismantlingCost,
    transport: l.outstationCharges,
  };
  return { lines, total: bidTotal(lines) };
}

/** A bid's total: the sum of its lines, so a total can never disagree with them. */
export function bidTotal(lines: BidLines): number {
  return BID_LINE_KEYS.reduce((sum, key) => sum + lines[key], 0);
}
