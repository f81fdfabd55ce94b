import type { PricedQuote, QuoteCategory } from '@stallplan/contracts';
import { wholePercents } from '../budget/budget-shares.js';

export type QuoteCardKey = 'booth' | 'travel' | 'services';

export interface QuoteCard {
  key: QuoteCardKey;
  title: string;
  /** The quote categories the card gathers; together the cards hold every category once. */
  categories: readonly QuoteCategory[];
  /** Before GST, like every share. */
  total: number;
  /** Whole percent of the quote's subtotal before GST; the three add to 100 when it is above 0. */
  sharePercent: number;
}

/** The final quote's three cards, built from the five budget categories so no line changes side between surfaces. */
export const QUOTE_CARDS: ReadonlyArray<Pick<QuoteCard, 'key' | 'title' | 'categories'>> = [
  { key: 'booth', title: 'Booth & Construction', categories: ['space', 'stall'] },
  { key: 'travel', title: 'Travel & Hotels', categories: ['travelAndStay'] },
  { key: 'services', title: 'Shipping, Services & Marketing', categories: ['shipping', 'servicesAndMarketing'] },
];

export function quoteCards(quote: Pick<PricedQuote, 'categoryTotals'>): QuoteCard[] {
  const totals = QUOTE_CARDS.map((card) => card.categories.reduce((sum, category) => sum + quote.categoryTotals[category], 0));
  const shares = wholePercents(totals);
  return QUOTE_CARDS.map((card, index) => ({ ...card, total: totals[index] ?? 0, sharePercent: shares[index] ?? 0 }));
}
