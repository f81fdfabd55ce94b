import type { StallCostResult } from '@stallplan/contracts';

export interface CostLine {
  label: string;
  amount: number;
}

export interface CostGroup {
  key: 'structural' | 'branding' | 'furniture' | 'technical' | 'labour' | 'extras';
  label: string;
  /** The sum of the group's lines, so the groups add up to the total shown. */
  total: number;
  lines: CostLine[];
}

function group(key: CostGroup['key'], label: string, lines: CostLine[]): CostGroup {
  return { key, label, total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}

/** The Live Cost breakdown (§3 "Stall cost result"), in the order the sidebar and the copied summary show it. */
export function costGroups(cost: StallCostResult): CostGroup[] {
  const { structuralCosts: s, brandingCosts: b, furnitureCosts: f, technicalCosts: t, laborCosts: l } = cost;
  return [
    group('structural', 'Structural', [
      { label: 'Walls', amount: s.wallCost },
      { label: 'Flooring', amount: s.flooringCost },
      { label: 'Ceiling', amount: s.ceilingCost },
      { label: 'Additional rooms', amount: s.additionalRoomsCost },
    ]),
    group('branding', 'Branding', [
      { label: 'Print area', amount: b.printAreaCost },
      { label: 'Branding elements', amount: b.brandingElementsCost },
      { label: 'Digital displays', amount: b.digitalDisplaysCost },
    ]),
    group('furniture', 'Furniture', [
      { label: 'Rental', amount: f.rentalCost },
      { label: 'Custom build', amount: f.customBuildCost },
    ]),
    group('technical', 'Technical', [
      { label: 'Lighting', amount: t.lightingCost },
      { label: 'Power', amount: t.powerCost },
    ]),
    group('labour', 'Labour', [
      { label: 'Installation', amount: l.installationCost },
      { label: 'Dismantling', amount: l.dismantlingCost },
      { label: 'Outstation charges', amount: l.outstationCharges },
    ]),
    group('extras', 'Extras', [{ label: 'Premium extras', amount: cost.extrasCost }]),
  ];
}
