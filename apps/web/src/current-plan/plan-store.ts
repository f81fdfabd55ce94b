import { useSyncExternalStore } from 'react';
import type { DealRoiInputs, StallDesignData, StallPricing } from '@stallplan/contracts';
import type { Bid } from '@stallplan/contracts';
import { withAwardedBid } from './awarded-bid.js';
import { withBoothAreaPrefill } from './booth-area-prefill.js';
import { clampStep, MAX_SAVED_BRIEFS, newPlan, revivePlan, type EventDetails, type PlanState, type SentBrief, type Selections } from './plan-state.js';

const STORAGE_KEY = 'stallplan.plan.v1';

type Listener = () => void;

function readStored(): PlanState {
  try {
    const text = globalThis.localStorage?.getItem(STORAGE_KEY);
    return text ? revivePlan(JSON.parse(text)) : newPlan();
  } catch {
    return newPlan();
  }
}

/**
 * The one planner state (see docs/planner.md#plan-state), kept in
 * localStorage so a reload, or a closed tab, loses nothing.
 */
class PlanStore {
  private state: PlanState = withBoothAreaPrefill(readStored());
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): PlanState => this.state;

  update(change: (state: PlanState) => PlanState): void {
    this.state = change(this.state);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(this.state));
    } catch {
      // Private mode or a full quota: the plan still lives for this visit.
    }
    for (const listener of this.listeners) listener();
  }

  setEventDetails(patch: Partial<EventDetails>): void {
    this.update((state) => ({ ...state, eventDetails: { ...state.eventDetails, ...patch } }));
  }

  setStallDesign(patch: Partial<StallDesignData>): void {
    this.update((state) => ({ ...state, stallDesign: { ...state.stallDesign, ...patch } }));
  }

  setSelections(patch: Partial<Selections>): void {
    this.update((state) => ({ ...state, selections: { ...state.selections, ...patch } }));
  }

  /** The user's own ROI figures; null goes back to the industry's defaults. */
  setDealRoi(dealRoi: DealRoiInputs | null): void {
    this.update((state) => ({ ...state, dealRoi }));
  }

  setStallPricing(stallPricing: StallPricing): void {
    this.update((state) => ({ ...state, stallPricing }));
  }

  /** Moves to `step`; entering step 2 starts its booth area from step 1's booth size when still empty. */
  goToStep(step: number): void {
    const next = clampStep(step);
    this.update((state) => withBoothAreaPrefill({ ...state, step: next, furthestStep: clampStep(Math.max(state.furthestStep, next)) }));
  }

  /** Keeps a sent brief's comparison link with the plan; the newest stays when the list is full. */
  addBrief(brief: SentBrief): void {
    this.update((state) => ({ ...state, briefs: [...state.briefs.filter((kept) => kept.ownerToken !== brief.ownerToken), brief].slice(-MAX_SAVED_BRIEFS) }));
  }

  /** Makes a bid awarded on a brief this plan sent its stall builder and price; false when the brief is not this plan's. */
  takeAwardedBid(ownerToken: string, bid: Pick<Bid, 'vendorId' | 'vendorName' | 'total'>): boolean {
    const next = withAwardedBid(this.state, ownerToken, bid);
    if (next) this.update(() => next);
    return next !== null;
  }

  markNotificationSent(): void {
    this.update((state) => ({ ...state, notificationSent: true }));
  }

  /** Start Over keeps the plan and returns to step 1; Start New Quote empties it. */
  startOver(): void {
    this.goToStep(1);
  }

  startNew(): void {
    this.update(() => newPlan());
  }

  /** Puts a whole plan in place of this one, as when a saved plan is opened or restored. */
  replace(state: PlanState): void {
    this.update(() => state);
  }
}

export const planStore = new PlanStore();

/** The part of the plan a component reads; it re-renders only when that part changes. */
export function usePlan<T>(select: (state: PlanState) => T): T {
  return useSyncExternalStore(planStore.subscribe, () => select(planStore.get()));
}
