import type { StepNumber } from '../current-plan/plan-state.js';

/** The wizard's seven steps in order (see docs/planner.md#wizard). */
export const WIZARD_STEPS: ReadonlyArray<{ step: StepNumber; title: string; short: string }> = [
  { step: 1, title: 'Exhibition Details', short: 'Details' },
  { step: 2, title: 'Stall Design', short: 'Design' },
  { step: 3, title: 'Smart Vendor Matching', short: 'Vendors' },
  { step: 4, title: 'Book Flight', short: 'Flight' },
  { step: 5, title: 'Book Hotel', short: 'Hotel' },
  { step: 6, title: 'Book Logistics', short: 'Logistics' },
  { step: 7, title: 'Final Quote', short: 'Quote' },
];
