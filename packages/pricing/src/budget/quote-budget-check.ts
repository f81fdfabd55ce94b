import type { QuoteCosts } from '@stallplan/contracts';
import { budgetShares, threeTimesSpaceRule, type BudgetAmounts, type BudgetShares, type ThreeTimesSpace } from './budget-shares.js';

/**
 * The quote's lines gathered into the survey lines, before GST: vendors chosen in step 3 (builders,
 * AV, printers) count with the stall; marketing and the step 1 services (furniture, AV, internet…)
 * with services and marketing.
 */
export function quoteBudgetAmounts(costs: QuoteCosts): BudgetAmounts {
  return {
    space: costs.spaceRental,
    stall: costs.constructionCost + costs.stallExtras + costs.vendors,
    travelAndStay: costs.travelCost + costs.accommodation + costs.flights + costs.hotel,
    shipping: costs.logistics,
    servicesAndMarketing: costs.marketing + costs.services,
  };
}

export interface QuoteBudgetCheck {
  shares: BudgetShares;
  threeTimesSpace: ThreeTimesSpace;
}

/** The plan's shares beside the surveys' and the three-times-space line, from the quote's figures. */
export function quoteBudgetCheck(costs: QuoteCosts): QuoteBudgetCheck {
  return { shares: budgetShares(quoteBudgetAmounts(costs)), threeTimesSpace: threeTimesSpaceRule(costs.totalWithSpace, costs.spaceRental) };
}
