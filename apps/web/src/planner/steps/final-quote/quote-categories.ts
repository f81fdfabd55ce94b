import type { QuoteCosts } from '@stallplan/contracts';
import { wholePercents } from '@stallplan/pricing';

export type CategoryKey = 'booth' | 'travel' | 'services';
export type QuoteLineKey = Exclude<keyof QuoteCosts, 'total' | 'gst' | 'grandTotal' | 'totalWithSpace' | 'gstWithSpace' | 'grandTotalWithSpace'>;

export interface QuoteCategory {
  key: CategoryKey;
  title: string;
  /** The quote lines the category holds; together the categories hold every line once. */
  lines: readonly QuoteLineKey[];
  total: number;
  /** Whole percent of the total with space before GST; the three add up to 100 when the total is above 0. */
  sharePercent: number;
}

/**
 * The three cards of the final quote. Every line of the quote belongs to exactly one, grouped as
 * the quote PDF groups its subtotals, so the cards add up to the total with space and their shares
 * are real. The organiser's space charge is part of the booth.
 * (§9's travel card figure, travel + flights + hotel, leaves accommodation out of every card; the
 * travel modal still shows it as its own subtotal.)
 */
export const CATEGORY_LINES: Record<CategoryKey, readonly QuoteLineKey[]> = {
  booth: ['spaceRental', 'constructionCost', 'stallExtras'],
  travel: ['travelCost', 'accommodation', 'flights', 'hotel'],
  services: ['marketing', 'logistics', 'vendors', 'services'],
};

export const CATEGORY_TITLES: Record<CategoryKey, string> = {
  booth: 'Booth & Construction',
  travel: 'Travel & Hotels',
  services: 'Services & Marketing',
};

const KEYS: readonly CategoryKey[] = ['booth', 'travel', 'services'];

export function quoteCategories(costs: QuoteCosts): QuoteCategory[] {
  const totals = KEYS.map((key) => CATEGORY_LINES[key].reduce((sum, line) => sum + costs[line], 0));
  const shares = wholePercents(totals);
  return KEYS.map((key, index) => ({
    key,
    title: CATEGORY_TITLES[key],
    lines: CATEGORY_LINES[key],
    total: totals[index] ?? 0,
    sharePercent: shares[index] ?? 0,
  }));
}
