import type { PlanContent } from '@stallplan/contracts';

/**
 * A new plan for another show (docs/saved-plans.md#my-plans): the stall design, the company, its
 * people and preferences stay; the show, its dates and place, the distance, every choice of steps 3
 * to 6 and the briefs sent go. The planner starts again at step 1.
 */
export function duplicatePlanContent(content: PlanContent, exhibitionName?: string): PlanContent {
  const {
    exhibitionName: _show,
    exhibitionStartDate: _start,
    exhibitionEndDate: _end,
    eventStartDate: _eventStart,
    eventEndDate: _eventEnd,
    arrivalDate: _arrival,
    departureDate: _departure,
    destinationState: _state,
    destinationCity: _city,
    distance: _distance,
    ...kept
  } = content.eventDetails;
  return {
    ...content,
    eventDetails: { ...kept, ...(exhibitionName ? { exhibitionName } : {}) },
    selections: { vendors: [], flights: [], hotel: null, logistics: null },
    briefs: [],
    step: 1,
    furthestStep: 1,
  };
}
