import type { DealRoiInputs } from '@stallplan/contracts';
import { quoteBudgetCheck, type QuoteBudgetCheck } from '../budget/quote-budget-check.js';
import { dealRoiDefaults } from '../roi/deal-roi-defaults.js';
import { quoteDealRoi, type DealRoi } from '../roi/deal-roi.js';
import { priceQuote, type PricedPlan, type QuoteSelections } from './price-quote.js';
import { quoteCards, type QuoteCard } from './quote-cards.js';

/** The one ROI of a quote: its assumptions, where they came from, and what they give. */
export interface QuoteRoi {
  inputs: DealRoiInputs;
  /** True when the user entered the figures; false while they are the industry's defaults. */
  ownFigures: boolean;
  /** The industry group the defaults come from ("Capital goods and industry", "All industries"). */
  defaultsBasis: string;
  /** Measured on the subtotal before GST: a GST-registered business claims the GST back. */
  result: DealRoi;
}

/** Every figure the final quote screen, its workbook and both PDFs show, computed once from the plan. */
export interface PlanQuoteFigures extends PricedPlan {
  roi: QuoteRoi;
  budget: QuoteBudgetCheck;
  cards: QuoteCard[];
}

/**
 * One place for the quote's figures, so the browser and the quotes service cannot drift apart.
 * `ownDealRoi` is the user's own ROI figures; without them the step 1 industry's defaults apply.
 */
export function planQuoteFigures(selections: QuoteSelections, ownDealRoi?: DealRoiInputs | null): PlanQuoteFigures {
  const priced = priceQuote(selections);
  const defaults = dealRoiDefaults(selections.formData.industry);
  const inputs = ownDealRoi ?? defaults.inputs;
  return {
    ...priced,
    roi: {
      inputs,
      ownFigures: Boolean(ownDealRoi),
      defaultsBasis: defaults.basis,
      result: quoteDealRoi(priced.quote.totals.subtotal, priced.boothSizeSqm, inputs),
    },
    budget: quoteBudgetCheck(priced.quote),
    cards: quoteCards(priced.quote),
  };
}
