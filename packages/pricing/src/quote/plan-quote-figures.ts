import type { DealRoiInputs, QuoteCosts, RoiEstimate } from '@stallplan/contracts';
import { quoteBudgetCheck, type QuoteBudgetCheck } from '../budget/quote-budget-check.js';
import { DEFAULT_DEAL_ROI_INPUTS, quoteDealRoi, type DealRoi } from '../roi/deal-roi.js';
import { priceQuote, type QuoteSelections } from './calculate-quote-costs.js';
import { estimateRoi } from './estimate-roi.js';
import { quoteCardBreakdown, type QuoteCardBreakdown } from './quote-card-breakdown.js';
import { quoteBoothSizeSqm, quoteEventDays, quoteTeamSize } from './quote-fallbacks.js';
import type { QuoteSpaceRental } from './quote-space-rental.js';

/** Every figure the final quote screen, its workbook and both PDFs show, computed once from the plan. */
export interface PlanQuoteFigures {
  costs: QuoteCosts;
  space: QuoteSpaceRental;
  /** The spec's ROI view, on the spec's total before GST. */
  roi: RoiEstimate;
  dealRoiInputs: DealRoiInputs;
  dealRoi: DealRoi;
  budget: QuoteBudgetCheck;
  cards: QuoteCardBreakdown;
  boothSizeSqm: number;
  teamSize: number;
  eventDays: number;
}

/** One place for the quote's figures, so the browser and the quotes service cannot drift apart. */
export function planQuoteFigures(selections: QuoteSelections, dealRoiInputs?: DealRoiInputs | null): PlanQuoteFigures {
  const { costs, space } = priceQuote(selections);
  const boothSizeSqm = quoteBoothSizeSqm(selections.formData, selections.stallDesignData);
  const inputs = dealRoiInputs ?? DEFAULT_DEAL_ROI_INPUTS;
  return {
    costs,
    space,
    roi: estimateRoi(costs.total, boothSizeSqm),
    dealRoiInputs: inputs,
    dealRoi: quoteDealRoi(costs.totalWithSpace, boothSizeSqm, inputs),
    budget: quoteBudgetCheck(costs),
    cards: quoteCardBreakdown(costs, selections.stallDesignData),
    boothSizeSqm,
    teamSize: quoteTeamSize(selections.formData),
    eventDays: quoteEventDays(selections.formData),
  };
}
