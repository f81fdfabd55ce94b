import type { DealRoiInputs, EventListResponse } from '@stallplan/contracts';
import { eventSpaceTariffOf, findKnownShow } from '@stallplan/pricing';
import type { PlanState } from '../src/current-plan/plan-state.js';
import { quoteFiguresOf } from '../src/planner/steps/final-quote/quote-figures.js';

/** The figures a page must show for a plan: the page's own pricing, fed the catalogue's space rates as a test reads them. */
export function expectedQuoteFigures(plan: PlanState, events: EventListResponse['data'], dealRoi: DealRoiInputs | null = plan.dealRoi) {
  return quoteFiguresOf({ ...plan, dealRoi, eventSpaceTariff: eventSpaceTariffOf(findKnownShow(plan.eventDetails.exhibitionName, events)) });
}

/** The events catalogue as the page reads it. */
export async function fetchEvents(gatewayUrl: string): Promise<EventListResponse['data']> {
  const response = await fetch(`${gatewayUrl}/api/events`);
  if (response.status !== 200) throw new Error(`GET /api/events answered ${response.status}`);
  return ((await response.json()) as EventListResponse).data;
}
