import type { Costs, FormNotificationRequestInput, PricedQuote, QuotePdfRequestInput, RoiGuideRequestInput } from '@stallplan/contracts';
import type { PlanState } from '../../../current-plan/plan-state.js';
import type { QuoteFigures, QuotePlan } from './quote-figures.js';

/**
 * The screen's total before GST, sent so support can trace a stale page: the services price the
 * quote again themselves and never print what the browser sent.
 */
export function browserCosts(quote: PricedQuote): Partial<Costs> {
  return { total: quote.totals.subtotal };
}

/** POST /api/generate-quote-pdf (see docs/planner.md#documents): everything the quote shows. */
export function quotePdfRequest(plan: QuotePlan, figures: QuoteFigures): QuotePdfRequestInput {
  const { flights, hotel, logistics, vendors } = plan.selections;
  return {
    formData: figures.formData,
    costs: browserCosts(figures.quote),
    selectedFlights: flights,
    selectedHotel: hotel,
    selectedVendors: vendors,
    selectedLogistics: logistics,
    stallDesignData: plan.stallDesign,
    stallPricing: plan.stallPricing,
    dealRoi: plan.dealRoi,
  };
}

/** POST /generate-roi-guide, with the ROI tab's own figures (null: the industry's defaults). */
export function roiGuideRequest(plan: QuotePlan, figures: QuoteFigures): RoiGuideRequestInput {
  const { flights, hotel, logistics, vendors } = plan.selections;
  return {
    formData: figures.formData,
    costs: browserCosts(figures.quote),
    stallDesignData: plan.stallDesign,
    selectedFlights: flights,
    selectedHotel: hotel,
    selectedVendors: vendors,
    selectedLogistics: logistics,
    stallPricing: plan.stallPricing,
    dealRoi: plan.dealRoi,
  };
}

/** POST /api/send-form-notification (see docs/planner.md#admin-notification); the plan id lets notify mail the admin once per plan. */
export function formNotificationRequest(
  plan: Pick<PlanState, 'planId' | 'selections' | 'stallDesign' | 'stallPricing'> & Pick<QuotePlan, 'eventSpaceTariff'>,
  figures: QuoteFigures,
): FormNotificationRequestInput {
  return {
    formData: figures.formData,
    costs: browserCosts(figures.quote),
    selectedFlights: plan.selections.flights,
    selectedHotel: plan.selections.hotel,
    selectedLogistics: plan.selections.logistics,
    selectedVendors: plan.selections.vendors,
    stallDesignData: plan.stallDesign,
    // Notify prices the admin's mail headline with the rates the screen used.
    eventSpaceTariff: plan.eventSpaceTariff ?? null,
    stallPricing: plan.stallPricing,
    planId: plan.planId,
  };
}

const CONTACT_FIELDS = ['companyName', 'yourName', 'emailAddress', 'mobileNumber', 'exhibitionName'] as const;

/**
 * The admin hears about a plan (see docs/planner.md#admin-notification) on its first display, when there is form data and a
 * total above 0, and only once per plan. "Form data" means at least one detail typed in step 1.
 */
export function shouldNotifyAdmin(plan: Pick<PlanState, 'eventDetails' | 'notificationSent'>, total: number): boolean {
  if (plan.notificationSent || !(total > 0)) return false;
  return CONTACT_FIELDS.some((field) => plan.eventDetails[field].trim() !== '');
}
