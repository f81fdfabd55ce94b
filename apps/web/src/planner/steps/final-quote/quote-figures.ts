import type { EventSpaceTariff, PlannerFormData } from '@stallplan/contracts';
import { planQuoteFigures, type PlanQuoteFigures } from '@stallplan/pricing';
import { plannerFormDataOf } from '../../plan-requests.js';
import type { PlanState } from '../../plan-state.js';
import { quoteCategories, type QuoteCategory } from './quote-categories.js';

/** The parts of the plan the final quote is priced from, and the named show's space rates when it is a known show. */
export type QuotePlan = Pick<PlanState, 'eventDetails' | 'stallDesign' | 'selections' | 'dealRoi'> & { eventSpaceTariff?: EventSpaceTariff | null };

/** Every figure step 7 shows, from `planQuoteFigures`, which the quotes service prints from too. */
export interface QuoteFigures extends PlanQuoteFigures {
  formData: PlannerFormData;
  categories: QuoteCategory[];
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
    },
    plan.dealRoi,
  );
  return { ...figures, formData, categories: quoteCategories(figures.costs) };
}

export { showSqm } from '../../space/space-basis.js';
