import type { PlannerFormData, QuoteCosts, RoiEstimate } from '@stallplan/contracts';
import { calculateQuoteCosts, estimateRoi, quoteBoothSizeSqm, quoteCardBreakdown, quoteEventDays, quoteTeamSize, type QuoteCardBreakdown } from '@stallplan/pricing';
import { plannerFormDataOf } from '../../plan-requests.js';
import type { PlanState } from '../../plan-state.js';
import { quoteCategories, type QuoteCategory } from './quote-categories.js';

/** The parts of the plan the final quote is priced from. */
export type QuotePlan = Pick<PlanState, 'eventDetails' | 'stallDesign' | 'selections'>;

/** Every figure step 7 shows, each from `@stallplan/pricing`, so the screen, the PDFs and the workbook agree. */
export interface QuoteFigures {
  formData: PlannerFormData;
  costs: QuoteCosts;
  roi: RoiEstimate;
  cards: QuoteCardBreakdown;
  categories: QuoteCategory[];
  boothSizeSqm: number;
  teamSize: number;
  eventDays: number;
}

export function quoteFiguresOf(plan: QuotePlan): QuoteFigures {
  const formData = plannerFormDataOf(plan.eventDetails);
  const { stallDesign, selections } = plan;
  const costs = calculateQuoteCosts({
    formData,
    stallDesignData: stallDesign,
    selectedFlights: selections.flights,
    selectedHotel: selections.hotel,
    selectedLogistics: selections.logistics,
    selectedVendors: selections.vendors,
  });
  const boothSizeSqm = quoteBoothSizeSqm(formData, stallDesign);
  const cards = quoteCardBreakdown(costs, stallDesign);
  return {
    formData,
    costs,
    // Measured on the total before GST, as the quotes service measures it in the PDFs.
    roi: estimateRoi(costs.total, boothSizeSqm),
    cards,
    categories: quoteCategories(costs),
    boothSizeSqm,
    teamSize: quoteTeamSize(formData),
    eventDays: quoteEventDays(formData),
  };
}

/** A booth area as people read it: at most two decimals (a booth in square feet converts to fractions). */
export function showSqm(sqm: number): string {
  return String(Math.round(sqm * 100) / 100);
}
