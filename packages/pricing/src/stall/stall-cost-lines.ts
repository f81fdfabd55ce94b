import type { StallCostResult } from '@stallplan/contracts';

/** One line of step 2's live cost. */
export interface StallCostLine {
  /** Stable: `walls`, `flooring`, … */
  key: string;
  label: string;
  amount: number;
}

export interface StallCostGroup {
  key: 'structural' | 'branding' | 'furniture' | 'technical' | 'labour' | 'extras';
  label: string;
  /** The sum of the group's lines, so the groups add up to the total shown. */
  total: number;
  lines: StallCostLine[];
}

function group(key: StallCostGroup['key'], label: string, lines: StallCostLine[]): StallCostGroup {
  return { key, label, total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}

/**
 * Step 2's live cost in the order and with the labels the sidebar shows. The final quote prices a
 * designed stall with exactly these lines, so the two screens cannot name or price them differently.
 */
export function stallCostGroups(cost: StallCostResult): StallCostGroup[] {
  const { structuralCosts: s, brandingCosts: b, furnitureCosts: f, technicalCosts: t, laborCosts: l } = cost;
  return [
    group('structural', 'Structural', [
      { key: 'walls', label: 'Walls', amount: s.wallCost },
      { key: 'flooring', label: 'Flooring', amount: s.flooringCost },
      { key: 'ceiling', label: 'Ceiling', amount: s.ceilingCost },
      { key: 'rooms', label: 'Additional rooms', amount: s.additionalRoomsCost },
    ]),
    group('branding', 'Branding', [
      { key: 'printArea', label: 'Print area', amount: b.printAreaCost },
      { key: 'brandingElements', label: 'Branding elements', amount: b.brandingElementsCost },
      { key: 'digitalDisplays', label: 'Digital displays', amount: b.digitalDisplaysCost },
    ]),
    group('furniture', 'Furniture', [
      { key: 'furnitureRental', label: 'Furniture rental', amount: f.rentalCost },
      { key: 'furnitureCustom', label: 'Custom-built furniture', amount: f.customBuildCost },
    ]),
    group('technical', 'Technical', [
      { key: 'lighting', label: 'Lighting', amount: t.lightingCost },
      { key: 'power', label: 'Power', amount: t.powerCost },
    ]),
    group('labour', 'Labour', [
      { key: 'installation', label: 'Installation labour', amount: l.installationCost },
      { key: 'dismantling', label: 'Dismantling labour', amount: l.dismantlingCost },
      { key: 'outstation', label: 'Outstation charges', amount: l.outstationCharges },
    ]),
    group('extras', 'Extras', [{ key: 'extras', label: 'Premium extras', amount: cost.extrasCost }]),
  ];
}
