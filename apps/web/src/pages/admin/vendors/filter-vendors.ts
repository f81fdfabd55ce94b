import type { Vendor } from '@stallplan/contracts';

/** The search matches name, category, city and state, ignoring case (see docs/marketplace.md#vendor-management). */
export function filterVendors(vendors: readonly Vendor[], search: string): Vendor[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...vendors];
  return vendors.filter((vendor) => [vendor.name, vendor.category, vendor.city, vendor.state].some((text) => text.toLowerCase().includes(needle)));
}

/** Inactive vendors are the ones awaiting approval (see docs/marketplace.md#vendor-management). */
export function countPending(vendors: readonly Vendor[]): number {
  return vendors.filter((vendor) => !vendor.isActive).length;
}
