import type { SelectedVendor, VendorRecommendation } from '@stallplan/contracts';
import { formatInr, vendorPriceLabel, vendorQuotePrice } from '@stallplan/pricing';

/** A vendor's figure as a card or dialog shows it: what it is, and the amount in rupees. */
export interface QuotePriceText {
  label: string;
  amount: string;
}

/** Said where a vendor has neither a price nor an estimate for this booth. */
export const PRICE_ON_REQUEST = 'Price on request';

/**
 * The one figure the final quote adds for this vendor (its awarded bid or listed price, else
 * matching's estimate for this booth), named the way the quote names it; null when the quote would
 * add nothing.
 */
export function quotePriceText(vendor: Pick<SelectedVendor, 'price' | 'priceKind' | 'estimatedCost'>): QuotePriceText | null {
  const figure = vendorQuotePrice(vendor);
  return figure ? { label: vendorPriceLabel(figure.kind), amount: formatInr(figure.amount) } : null;
}

/**
 * What a card or dialog shows for a recommended vendor: the bid awarded to it, when the plan holds
 * one, since that is what the quote counts; else the recommendation's own figure.
 */
export function shownPriceText(vendor: VendorRecommendation, inPlan: SelectedVendor | undefined): QuotePriceText | null {
  return quotePriceText(inPlan?.priceKind === 'bid' ? inPlan : vendor);
}
