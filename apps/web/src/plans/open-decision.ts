import type { PlanState } from '../current-plan/plan-state.js';
import { isBlankPlan, planFingerprint } from './plan-content.js';
import type { SavedLink } from './saved-link.js';

/**
 * Whether opening a saved plan would drop work this browser holds and no server has: a started
 * plan never saved, or a saved one changed since its last save. Then the owner is asked first.
 */
export function holdsUnsavedWork(local: PlanState, link: SavedLink | null): boolean {
  if (link) return planFingerprint(local) !== link.fingerprint;
  return !isBlankPlan(local);
}

/** What the planner holds, named for the question: its show, else what it is. */
export function localPlanName(local: PlanState): string {
  const name = local.eventDetails.exhibitionName.trim();
  return name ? `your plan for ${name}` : 'a plan you started';
}

/**
 * After a restore, the planner takes the restored plan when it is this plan already, or when it
 * holds nothing unsaved; another plan's unsaved work is never replaced without asking.
 */
export function takesRestoredPlan(local: PlanState, link: SavedLink | null, planId: string): boolean {
  return link?.planId === planId || !holdsUnsavedWork(local, link);
}
