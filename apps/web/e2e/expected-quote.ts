import type { EventListResponse } from '@stallplan/contracts';
import { eventSpaceTariffOf, findKnownShow, planQuoteFigures } from '@stallplan/pricing';
import { plannerFormDataOf } from '../src/planner/plan-requests.js';
import type { PlanState } from '../src/planner/plan-state.js';

/** The figures a page must show for a plan, priced here with the same function and the catalogue's space rates. */
export function expectedQuoteFigures(plan: PlanState, events: EventListResponse['data'], dealRoi = plan.dealRoi) {
  return planQuoteFigures(
    {
      formData: plannerFormDataOf(plan.eventDetails),
      stallDesignData: plan.stallDesign,
      selectedFlights: plan.selections.flights,
      selectedHotel: plan.selections.hotel,
      selectedLogistics: plan.selections.logistics,
      selectedVendors: plan.selections.vendors,
      eventSpaceTariff: eventSpaceTariffOf(findKnownShow(plan.eventDetails.exhibitionName, events)),
      stallPricing: plan.stallPricing,
    },
    dealRoi,
  );
}

/** The events catalogue as the page reads it. */
export async function fetchEvents(gatewayUrl: string): Promise<EventListResponse['data']> {
  const response = await fetch(`${gatewayUrl}/api/events`);
  if (response.status !== 200) throw new Error(`GET /api/events answered ${response.status}`);
  return ((await response.json()) as EventListResponse).data;
}
