import type { PricedQuote } from '@stallplan/contracts';
import { budgetShares, threeTimesSpaceRule, type BudgetShares, type ThreeTimesSpace } from './budget-shares.js';

export interface QuoteBudgetCheck {
  shares: BudgetShares;
  threeTimesSpace: ThreeTimesSpace;
}

/**
 * The plan's shares beside the surveys' and the three-times-space line. The survey lines are the
 * quote's own categories, so a line sits in the same part of the budget on every surface.
 */
export function quoteBudgetCheck(quote: Pick<PricedQuote, 'categoryTotals' | 'totals'>): QuoteBudgetCheck {
  return { shares: budgetShares(quote.categoryTotals), threeTimesSpace: threeTimesSpaceRule(quote.totals.subtotal, quote.categoryTotals.space) };
}
