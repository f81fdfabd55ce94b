import type { SelectedVendor } from '@stallplan/contracts';
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
