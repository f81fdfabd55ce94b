import type { EventDetails } from '../../../current-plan/plan-state.js';

/** What every section of step 1 gets: the answers so far, and a way to change some of them. */
export interface SectionProps {
  details: EventDetails;
  update: (patch: Partial<EventDetails>) => void;
}
