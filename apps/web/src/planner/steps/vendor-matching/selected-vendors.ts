import type { SelectedVendor, VendorRecommendation } from '@stallplan/contracts';
import { isStallBuilder } from '@stallplan/pricing';
import type { ToastMessage } from '../../../ui/toaster.js';

/**
 * A recommended vendor as the final quote keeps it. The quote adds `price`, else `estimatedCost`
 * (see docs/quote-model.md#builder), so both are kept as the service gave them.
 */
export function toSelectedVendor(vendor: VendorRecommendation): SelectedVendor {
  return {
    id: vendor.id,
    name: vendor.name,
    category: vendor.category,
    location: vendor.location,
    ...(vendor.price !== undefined ? { price: vendor.price } : {}),
    ...(vendor.estimatedCost !== undefined ? { estimatedCost: vendor.estimatedCost } : {}),
  };
}

export function isVendorSelected(selected: readonly SelectedVendor[], vendorId: string): boolean {
  return selected.some((entry) => entry.id === vendorId);
}

/** What one press of a card's quote button did, for the plan and for the toast. */
export interface QuoteToggle {
  vendors: SelectedVendor[];
  change: 'added' | 'removed';
  /** The stall builders the added one took the place of. */
  replaced: SelectedVendor[];
}

/**
 * Adds the vendor to the quote, or takes it out when it is already there. One builder builds the
 * stall, and the quote puts its price in place of the stall-build estimate, so a booth builder
 * added takes the place of the one already in the quote.
 */
export function toggleVendor(selected: readonly SelectedVendor[], vendor: VendorRecommendation): QuoteToggle {
  if (isVendorSelected(selected, vendor.id)) return { vendors: selected.filter((entry) => entry.id !== vendor.id), change: 'removed', replaced: [] };
  const replaced = isStallBuilder(vendor) ? selected.filter((entry) => isStallBuilder(entry)) : [];
  const kept = selected.filter((entry) => !replaced.includes(entry));
  return { vendors: [...kept, toSelectedVendor(vendor)], change: 'added', replaced };
}

function names(vendors: readonly SelectedVendor[]): string {
  const all = vendors.map((vendor) => vendor.name);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

/** The toast for a press of the quote button: added, removed, or one stall builder for another. */
export function quoteToggleToast(toggle: QuoteToggle, vendorName: string): ToastMessage {
  if (toggle.change === 'removed') return { title: 'Removed from your quote', description: `${vendorName} is no longer in your final quote.` };
  if (toggle.replaced.length > 0) {
    return {
      title: 'Stall builder replaced',
      description: `${vendorName} replaces ${names(toggle.replaced)} as your stall builder. One builder builds the stall, so your quote keeps one.`,
      variant: 'success',
    };
  }
  return { title: 'Added to your quote', description: `${vendorName} will appear in your final quote.`, variant: 'success' };
}
