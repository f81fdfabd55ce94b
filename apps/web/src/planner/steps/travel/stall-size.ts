import type { StallDesignData } from '@stallplan/contracts';
import { SQFT_TO_SQM } from '@stallplan/pricing';
import type { EventDetails } from '../../../current-plan/plan-state.js';

const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/**
 * The stall size the freight is estimated from, in square metres to one decimal: step 1's booth
 * size, else step 2's area (converted from square feet when given so); undefined when neither is
 * known, so the request takes its default of 5 (see docs/planner.md#search-requests).
 */
export function logisticsStallSqm(boothSize: EventDetails['boothSize'], design: Pick<StallDesignData, 'area' | 'areaUnit'>): number | undefined {
  const area = positive(design.area);
  const sqm = positive(boothSize) ?? (area !== undefined && design.areaUnit === 'sqft' ? area * SQFT_TO_SQM : area);
  return sqm === undefined ? undefined : Math.max(0.1, Math.round(sqm * 10) / 10);
}
