import type { StallDesignData } from '@stallplan/contracts';
import { SQFT_TO_SQM } from '@stallplan/pricing';
import type { EventDetails } from '../../../current-plan/plan-state.js';

export interface MatchingRequest {
  destinationCity: string;
  /** Square metres, above zero. */
  boothSize: number;
}

/**
 * The booth size vendors are matched on: step 1's booth size, else step 2's area in sq m. An
 * area given in sq ft is converted and kept to two decimals, so the search key stays readable.
 */
export function matchingBoothSize(boothSize: EventDetails['boothSize'], design: Pick<StallDesignData, 'area' | 'areaUnit'>): number | null {
  if (typeof boothSize === 'number' && Number.isFinite(boothSize) && boothSize > 0) return boothSize;
  const sqm = design.areaUnit === 'sqft' ? design.area * SQFT_TO_SQM : design.area;
  if (!Number.isFinite(sqm) || sqm <= 0) return null;
  return Math.round(sqm * 100) / 100;
}

/** The vendor search runs only with a destination city and a booth size above zero (see docs/planner.md#step-3-vendor-matching). */
export function matchingRequest(
  details: Pick<EventDetails, 'destinationCity' | 'boothSize'>,
  design: Pick<StallDesignData, 'area' | 'areaUnit'>,
): MatchingRequest | null {
  const destinationCity = details.destinationCity.trim();
  const boothSize = matchingBoothSize(details.boothSize, design);
  if (destinationCity === '' || boothSize === null) return null;
  return { destinationCity, boothSize };
}
