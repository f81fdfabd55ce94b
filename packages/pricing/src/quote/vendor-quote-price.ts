import type { SelectedVendor } from '@stallplan/contracts';
import { wholeRupees } from '../money/whole-rupees.js';

/** The vendor categories whose price builds the stall, so it replaces the stall-build estimate. */
export const STALL_BUILDER_CATEGORIES: ReadonlySet<string> = new Set(['booth']);

export function isStallBuilder(vendor: Pick<SelectedVendor, 'category'>): boolean {
  return STALL_BUILDER_CATEGORIES.has(vendor.category.trim().toLowerCase());
}

/**
 * What a vendor's figure is (docs/quote-model.md#builder): `bid`, its awarded answer to a brief;
 * `listed`, its listed price; `estimate`, StallPlan's estimate for this booth from its published
 * rates. Only the first two are the vendor's own price.
 */
export type VendorPriceKind = 'bid' | 'listed' | 'estimate';

export interface VendorQuotePrice {
  amount: number;
  kind: VendorPriceKind;
}

/** True for a figure the vendor gave (a bid or a listed price), false for StallPlan's estimate. */
export function isVendorsOwnPrice(kind: VendorPriceKind): boolean {
  return kind !== 'estimate';
}

/**
 * The one figure the quote adds for a vendor, and that its card shows: the vendor's own price (an
 * awarded bid, else its listed price) when there is one, else matching's estimate for this booth;
 * undefined when the vendor has neither, and then the quote adds nothing for it.
 */
export function vendorQuotePrice(vendor: Pick<SelectedVendor, 'price' | 'priceKind' | 'estimatedCost'>): VendorQuotePrice | undefined {
  if (typeof vendor.price === 'number' && Number.isFinite(vendor.price) && vendor.price >= 0) {
    return { amount: wholeRupees(vendor.price), kind: vendor.priceKind === 'bid' ? 'bid' : 'listed' };
  }
  if (typeof vendor.estimatedCost === 'number' && Number.isFinite(vendor.estimatedCost) && vendor.estimatedCost >= 0) {
    return { amount: wholeRupees(vendor.estimatedCost), kind: 'estimate' };
  }
  return undefined;
}

const PRICE_LABELS: Readonly<Record<VendorPriceKind, string>> = {
  bid: 'Awarded bid',
  listed: 'Listed price',
  estimate: 'StallPlan estimate for your booth',
};

/** How a card, a quote line and a document name a vendor's figure. */
export function vendorPriceLabel(kind: VendorPriceKind): string {
  return PRICE_LABELS[kind];
}
