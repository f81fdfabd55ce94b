import type { EventSpaceTariff, PlannerFormData, TradeEvent } from '@stallplan/contracts';
import { planQuoteFigures, type PlanQuoteFigures } from '@stallplan/pricing';
import { plannerFormDataOf } from '../../plan-requests.js';
import type { PlanState } from '../../../current-plan/plan-state.js';

/** The parts of the plan the final quote is priced from, with the named show from the events catalogue when it is one. */
export type QuotePlan = Pick<PlanState, 'eventDetails' | 'stallDesign' | 'selections' | 'dealRoi' | 'stallPricing'> & {
  eventSpaceTariff?: EventSpaceTariff | null;
  /** The catalogue show step 1 names, for its venue. */
  event?: TradeEvent | null;
};

/** Every figure step 7 shows, from `planQuoteFigures`, which the quotes service prints from too. */
export interface QuoteFigures extends PlanQuoteFigures {
  formData: PlannerFormData;
}

export function quoteFiguresOf(plan: QuotePlan): QuoteFigures {
  const formData = plannerFormDataOf(plan.eventDetails);
  const { stallDesign, selections } = plan;
  const figures = planQuoteFigures(
    {
      formData,
      stallDesignData: stallDesign,
      selectedFlights: selections.flights,
      selectedHotel: selections.hotel,
      selectedLogistics: selections.logistics,
      selectedVendors: selections.vendors,
      eventSpaceTariff: plan.eventSpaceTariff,
      stallPricing: plan.stallPricing,
    },
    plan.dealRoi,
  );
  return { ...figures, formData };
}

export { showSqm } from '@stallplan/pricing';
