import type { Vendor } from '@stallplan/contracts';

/** §9 "Vendor search matches name, category, city and state case-insensitively". */
export function filterVendors(vendors: readonly Vendor[], search: string): Vendor[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...vendors];
  return vendors.filter((vendor) => [vendor.name, vendor.category, vendor.city, vendor.state].some((text) => text.toLowerCase().includes(needle)));
}

/** Inactive vendors are the ones awaiting approval (§4). */
export function countPending(vendors: readonly Vendor[]): number {
  return vendors.filter((vendor) => !vendor.isActive).length;
}
