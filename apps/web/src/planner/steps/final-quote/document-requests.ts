import type { Costs, FormNotificationRequestInput, QuoteCosts, QuotePdfRequestInput, RoiGuideRequestInput } from '@stallplan/contracts';
import type { PlanState } from '../../plan-state.js';
import type { QuoteFigures, QuotePlan } from './quote-figures.js';

/** The six headline figures the calls carry (§3 "Costs"); the services price the quote again themselves. */
export function browserCosts(costs: QuoteCosts): Costs {
  const { total, constructionCost, travelCost, accommodation, marketing, logistics } = costs;
  return { total, constructionCost, travelCost, accommodation, marketing, logistics };
}

/** POST /api/generate-quote-pdf (§7): everything the quote shows. */
export function quotePdfRequest(plan: QuotePlan, figures: QuoteFigures): QuotePdfRequestInput {
  const { flights, hotel, logistics, vendors } = plan.selections;
  return {
    formData: figures.formData,
    costs: browserCosts(figures.costs),
    selectedFlights: flights,
    selectedHotel: hotel,
    selectedVendors: vendors,
    selectedLogistics: logistics,
    stallDesignData: plan.stallDesign,
    eventSpaceTariff: plan.eventSpaceTariff ?? null,
  };
}

/** POST /generate-roi-guide (§7), with the ROI tab's own numbers for the deal view. */
export function roiGuideRequest(plan: QuotePlan, figures: QuoteFigures): RoiGuideRequestInput {
  const { flights, hotel, logistics, vendors } = plan.selections;
  return {
    formData: figures.formData,
    costs: browserCosts(figures.costs),
    stallDesignData: plan.stallDesign,
    selectedFlights: flights,
    selectedHotel: hotel,
    selectedVendors: vendors,
    selectedLogistics: logistics,
    eventSpaceTariff: plan.eventSpaceTariff ?? null,
    dealRoi: figures.dealRoiInputs,
  };
}

/** POST /api/send-form-notification (§7); the plan id lets notify mail the admin once per plan. */
export function formNotificationRequest(
  plan: Pick<PlanState, 'planId' | 'selections' | 'stallDesign'> & Pick<QuotePlan, 'eventSpaceTariff'>,
  figures: QuoteFigures,
): FormNotificationRequestInput {
  return {
    formData: figures.formData,
    costs: browserCosts(figures.costs),
    selectedFlights: plan.selections.flights,
    selectedHotel: plan.selections.hotel,
    selectedLogistics: plan.selections.logistics,
    selectedVendors: plan.selections.vendors,
    stallDesignData: plan.stallDesign,
    eventSpaceTariff: plan.eventSpaceTariff ?? null,
    planId: plan.planId,
  };
}

const CONTACT_FIELDS = ['companyName', 'yourName', 'emailAddress', 'mobileNumber', 'exhibitionName'] as const;

/**
 * §2 step 7: the admin hears about a plan on its first display, when there is form data and a
 * total above 0, and only once per plan. "Form data" means at least one detail typed in step 1.
 */
export function shouldNotifyAdmin(plan: Pick<PlanState, 'eventDetails' | 'notificationSent'>, total: number): boolean {
  if (plan.notificationSent || !(total > 0)) return false;
  return CONTACT_FIELDS.some((field) => plan.eventDetails[field].trim() !== '');
}
