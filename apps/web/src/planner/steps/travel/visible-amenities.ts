/** Flights and hotels list 4 services or amenities, then "+N more" (see docs/planner.md#offer-cards). */
export const AMENITIES_SHOWN = 4;

export interface VisibleAmenities {
  shown: string[];
  /** The rest, counted in "+N more". */
  hidden: string[];
}

export function visibleAmenities(amenities: readonly string[], limit: number = AMENITIES_SHOWN): VisibleAmenities {
  return { shown: amenities.slice(0, limit), hidden: amenities.slice(limit) };
}
