import type { SelectedVendor, VendorRecommendation } from '@stallplan/contracts';

/**
 * A recommended vendor as the final quote keeps it. The quote adds `price`, else `estimatedCost`
 * (§9), so both are kept as the service gave them.
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

/** Adds the vendor to the quote, or takes it out when it is already there. */
export function toggleVendor(selected: readonly SelectedVendor[], vendor: VendorRecommendation): SelectedVendor[] {
  return isVendorSelected(selected, vendor.id) ? selected.filter((entry) => entry.id !== vendor.id) : [...selected, toSelectedVendor(vendor)];
}
