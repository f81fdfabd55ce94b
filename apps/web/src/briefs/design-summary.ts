import { areaUnitOptions, stallDesignLabels, type StallDesignData } from '@stallplan/contracts';

export interface DesignRow {
  label: string;
  value: string;
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
  const labels = stallDesignLabels(design);
  const rows: Array<DesignRow | false> = [
    { label: 'Booth area', value: boothAreaText(design, areaSqm) },
    labels.boothType !== undefined && { label: 'Booth type', value: labels.boothType },
    { label: 'Booth position', value: labels.boothPosition },
    labels.wallType !== undefined && { label: 'Walls', value: labels.wallType },
    labels.flooring !== undefined && { label: 'Flooring', value: labels.flooring },
    labels.ceiling !== undefined && { label: 'Ceiling', value: labels.ceiling },
    { label: 'Construction quality', value: capitalised(design.construction) },
    design.additionalRooms.length > 0 && { label: 'Additional rooms', value: labels.additionalRooms.join(', ') },
    design.printArea > 0 && { label: 'Print area', value: `${design.printArea} sq m` },
    design.brandingElements.length > 0 && { label: 'Branding elements', value: labels.brandingElements.join(', ') },
    design.digitalDisplays.length > 0 && { label: 'Digital displays', value: String(design.digitalDisplays.length) },
    labels.furnitureType !== undefined && { label: 'Furniture', value: labels.furnitureType },
    design.furnitureItems.length > 0 && { label: 'Furniture items', value: labels.furnitureItems.join(', ') },
    design.lightingType.length > 0 && { label: 'Lighting', value: labels.lightingType.join(', ') },
    (design.powerRequirement > 0 || Boolean(design.powerType)) && {
      label: 'Power',
      value: [design.powerRequirement > 0 ? `${design.powerRequirement} kW` : '', labels.powerType ?? ''].filter(Boolean).join(', '),
    },
    design.extras.length > 0 && { label: 'Premium extras', value: labels.extras.join(', ') },
    design.materials.length > 0 && { label: 'Preferred materials', value: design.materials.join(', ') },
    design.features.length > 0 && { label: 'Features', value: design.features.join(', ') },
    design.accessibility && { label: 'Accessibility', value: 'Step-free access (ramp, wide entrance)' },
    design.installationDays > 0 && { label: 'Installation', value: `${design.installationDays} ${design.installationDays === 1 ? 'day' : 'days'}` },
    design.dismantlingDays > 0 && { label: 'Dismantling', value: `${design.dismantlingDays} ${design.dismantlingDays === 1 ? 'day' : 'days'}` },
    design.isOutstation && { label: 'Outstation build', value: 'Yes: the builder travels to the show' },
  ];
  return rows.filter((row): row is DesignRow => row !== false);
}
