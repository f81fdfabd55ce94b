import type { SelectedVendor } from '@stallplan/contracts';
import { wholeRupees } from '../money/whole-rupees.js';

/** The vendor categories whose price builds the stall, so it replaces the stall-build estimate. */
export const STALL_BUILDER_CATEGORIES: ReadonlySet<string> = new Set(['booth']);

export function isStallBuilder(vendor: Pick<SelectedVendor, 'category'>): boolean {
  return STALL_BUILDER_CATEGORIES.has(vendor.category.trim().toLowerCase());
}

/** What a vendor's figure is, so a card and the quote can name it the same way. */
export type VendorPriceKind = 'price' | 'estimate';

export interface VendorQuotePrice {
  amount: number;
  kind: VendorPriceKind;
}

/**
 * The one figure the quote adds for a vendor, and that its card shows: the vendor's stated price
 * (or an awarded bid) when there is one, else matching's estimate for this booth; undefined when
 * the vendor has neither, and then the quote adds nothing for it.
 */
export function vendorQuotePrice(vendor: Pick<SelectedVendor, 'price' | 'estimatedCost'>): VendorQuotePrice | undefined {
  if (typeof vendor.price === 'number' && Number.isFinite(vendor.price) && vendor.price >= 0) return { amount: wholeRupees(vendor.price), kind: 'price' };
  if (typeof vendor.estimatedCost === 'number' && Number.isFinite(vendor.estimatedCost) && vendor.estimatedCost >= 0) {
    return { amount: wholeRupees(vendor.estimatedCost), kind: 'estimate' };
  }
  return undefined;
}

/** How a card or a quote line names a vendor's figure. */
export function vendorPriceLabel(kind: VendorPriceKind): string {
  return kind === 'price' ? 'Quoted price' : 'Estimate for your booth';
}
