import type { StallDesignData } from '@stallplan/contracts';

/**
 * Whether step 2 holds a design to price: any priced choice beyond the booth's size, type and
 * position. Labour alone is not a design (it follows from the area), so an untouched step 2 is
 * priced at the typical build rate instead (docs/quote-model.md#stall).
 */
export function isStallDesigned(design: StallDesignData | null | undefined): boolean {
  if (!design) return false;
  return (
    design.wallType !== undefined ||
    design.flooring !== undefined ||
    (design.ceiling !== undefined && design.ceiling !== 'open') ||
    design.additionalRooms.length > 0 ||
    design.printArea > 0 ||
    design.brandingElements.length > 0 ||
    design.digitalDisplays.length > 0 ||
    design.furnitureItems.length > 0 ||
    design.lightingType.length > 0 ||
    design.powerType !== undefined ||
    design.powerRequirement > 0 ||
    design.extras.length > 0
  );
}
