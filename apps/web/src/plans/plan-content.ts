import type { PlanContent, PlanContentInput } from '@stallplan/contracts';
import { EMPTY_EVENT_DETAILS, EMPTY_SELECTIONS, EMPTY_STALL_DESIGN, revivePlan, type PlanState } from '../current-plan/plan-state.js';

/**
 * What of the planner's state is saved on the server. `planId` (the admin notification's key)
 * and `notificationSent` stay in this browser: they describe this browser's visit, not the plan.
 */
export function toPlanContent(state: PlanState): PlanContentInput {
  return {
    eventDetails: { ...state.eventDetails },
    stallDesign: state.stallDesign,
    selections: {
      vendors: state.selections.vendors,
      flights: state.selections.flights,
      hotel: state.selections.hotel,
      logistics: state.selections.logistics,
    },
    dealRoi: state.dealRoi,
    stallPricing: state.stallPricing,
    briefs: state.briefs,
    step: state.step,
    furthestStep: state.furthestStep,
  };
}

/**
 * A saved plan's content as planner state. The server leaves empty answers out, so the plan is
 * revived the way a stored one is: whatever is missing takes the planner's default.
 */
export function planFromContent(content: PlanContent, local: Pick<PlanState, 'planId' | 'notificationSent'>): PlanState {
  return revivePlan({ ...content, planId: local.planId, notificationSent: local.notificationSent });
}

/** JSON with object keys sorted, so the same content always reads the same whatever order it was built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A short fingerprint of the content (FNV-1a over its stable JSON): kept with the saved link, it
 * tells after a reload whether this browser holds changes the server has not seen.
 */
export function contentFingerprint(content: PlanContentInput): string {
  const text = stableJson(content);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length}`;
}

export function planFingerprint(state: PlanState): string {
  return contentFingerprint(toPlanContent(state));
}

/** A plan nobody has started: nothing typed, designed, chosen or sent. Where the planner stands does not count. */
export function isBlankPlan(state: PlanState): boolean {
  return (
    stableJson(state.eventDetails) === stableJson(EMPTY_EVENT_DETAILS) &&
    stableJson(state.stallDesign) === stableJson(EMPTY_STALL_DESIGN) &&
    stableJson(state.selections) === stableJson(EMPTY_SELECTIONS) &&
    state.dealRoi === null &&
    state.briefs.length === 0
  );
}
