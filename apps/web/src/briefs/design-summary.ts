import {
  additionalRoomOptions,
  areaUnitOptions,
  boothPositionOptions,
  boothTypeOptions,
  brandingElementOptions,
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallExtraOptions,
  wallTypeOptions,
  type StallDesignData,
} from '@stallplan/contracts';

export interface DesignRow {
  label: string;
  value: string;
}

/** Labels for a list of option values; a value the options do not know is shown as stored. */
function labelsOf(labels: Readonly<Record<string, string>>, values: readonly string[]): string {
  return values.map((value) => labels[value] ?? value).join(', ');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function rounded(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** `18 sq m`, or `200 sq ft (18.6 sq m)` when the priced area in square metres is known. */
export function boothAreaText(design: Pick<StallDesignData, 'area' | 'areaUnit'>, areaSqm?: number): string {
  if (design.area <= 0) return areaSqm && areaSqm > 0 ? `${rounded(areaSqm)} sq m` : 'Not given';
  const given = `${design.area} ${areaUnitOptions.label(design.areaUnit)}`;
  return design.areaUnit === 'sqm' || areaSqm === undefined ? given : `${given} (${rounded(areaSqm)} sq m)`;
}

/**
 * Step 2's design in words, in the order the step asks: what a builder needs to price the stall.
 * Choices left open are left out, so the list reads as what the exhibitor asked for.
 */
export function designSummaryRows(design: StallDesignData, areaSqm?: number): DesignRow[] {
  const rows: Array<DesignRow | false> = [
    { label: 'Booth area', value: boothAreaText(design, areaSqm) },
    Boolean(design.boothType) && { label: 'Booth type', value: boothTypeOptions.label(design.boothType!) },
    { label: 'Booth position', value: boothPositionOptions.label(design.boothPosition) },
    Boolean(design.wallType) && { label: 'Walls', value: wallTypeOptions.label(design.wallType!) },
    Boolean(design.flooring) && { label: 'Flooring', value: flooringOptions.label(design.flooring!) },
    Boolean(design.ceiling) && { label: 'Ceiling', value: ceilingOptions.label(design.ceiling!) },
    { label: 'Construction quality', value: capitalised(design.construction) },
    design.additionalRooms.length > 0 && { label: 'Additional rooms', value: labelsOf(additionalRoomOptions.labels, design.additionalRooms) },
    design.printArea > 0 && { label: 'Print area', value: `${design.printArea} sq m` },
    design.brandingElements.length > 0 && { label: 'Branding elements', value: labelsOf(brandingElementOptions.labels, design.brandingElements) },
    design.digitalDisplays.length > 0 && { label: 'Digital displays', value: String(design.digitalDisplays.length) },
    Boolean(design.furnitureType) && { label: 'Furniture', value: furnitureTypeOptions.label(design.furnitureType!) },
    design.furnitureItems.length > 0 && { label: 'Furniture items', value: labelsOf(furnitureItemOptions.labels, design.furnitureItems) },
    design.lightingType.length > 0 && { label: 'Lighting', value: labelsOf(lightingOptions.labels, design.lightingType) },
    (design.powerRequirement > 0 || Boolean(design.powerType)) && {
      label: 'Power',
      value: [design.powerRequirement > 0 ? `${design.powerRequirement} kW` : '', design.powerType ? powerTypeOptions.label(design.powerType) : ''].filter(Boolean).join(', '),
    },
    design.extras.length > 0 && { label: 'Premium extras', value: labelsOf(stallExtraOptions.labels, design.extras) },
    design.materials.length > 0 && { label: 'Preferred materials', value: design.materials.join(', ') },
    design.features.length > 0 && { label: 'Features', value: design.features.join(', ') },
    design.accessibility && { label: 'Accessibility', value: 'Step-free access (ramp, wide entrance)' },
    design.installationDays > 0 && { label: 'Installation', value: `${design.installationDays} ${design.installationDays === 1 ? 'day' : 'days'}` },
    design.dismantlingDays > 0 && { label: 'Dismantling', value: `${design.dismantlingDays} ${design.dismantlingDays === 1 ? 'day' : 'days'}` },
    design.isOutstation && { label: 'Outstation build', value: 'Yes: the builder travels to the show' },
  ];
  return rows.filter((row): row is DesignRow => row !== false);
}
