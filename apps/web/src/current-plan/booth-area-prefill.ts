import { MAX_BOOTH_AREA, type StallDesignData } from '@stallplan/contracts';
import type { PlanState } from './plan-state.js';

/**
 * The booth area starts from step 1's booth size (see docs/planner.md#booth-area) when it is still empty (0). The booth size
 * is in square metres, so the unit is set to match.
 */
export function boothAreaPrefill(design: Pick<StallDesignData, 'area'>, boothSize: number | ''): Pick<StallDesignData, 'area' | 'areaUnit'> | null {
  if (design.area > 0 || typeof boothSize !== 'number' || !Number.isFinite(boothSize)) return null;
  const area = Math.min(Math.round(boothSize), MAX_BOOTH_AREA);
  return area > 0 ? { area, areaUnit: 'sqm' } : null;
}

/**
 * The plan with step 2's booth area started from step 1's booth size, when it stands on step 2
 * with the area still empty; the same plan otherwise. The store applies it as the plan enters
 * step 2 (and when a plan saved on step 2 is read back), before step 2 renders or Next checks
 * it, so the area checked is always the one the field shows. Done in an effect of the step
 * instead, a Next pressed while the step was still loading found the area empty.
 */
export function withBoothAreaPrefill(plan: PlanState): PlanState {
  if (plan.step !== 2) return plan;
  const prefill = boothAreaPrefill(plan.stallDesign, plan.eventDetails.boothSize);
  return prefill ? { ...plan, stallDesign: { ...plan.stallDesign, ...prefill } } : plan;
}
