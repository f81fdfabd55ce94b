import type { Vendor } from '@stallplan/contracts';

/**
 * What Find Builders may show of a vendor. An approved vendor shows in full. A pending one shows
 * only its name, category, city and state under "Pending Approval" (see docs/marketplace.md#find-builders): its
 * description, contact details, pictures and testimonials have not been reviewed, and approval
 * exists so that nothing unchecked is published under the product's name.
 */
export function publicListing(vendor: Vendor): Vendor {
  if (vendor.isActive) return vendor;
  const { id, name, category, city, state, priceRange, demo, version, createdAt, updatedAt } = vendor;
  return {
    id,
    name,
    category,
    city,
    state,
    priceRange,
    specialties: [],
    services: [],
    keywords: [],
    contact: {},
    portfolioImages: [],
    testimonials: [],
    isActive: false,
    pricing: {},
    completedProjects: 0,
    certifications: [],
    recentWork: [],
    serviceCities: [],
    demo,
    version,
    createdAt,
    updatedAt,
  };
}

/** Approved vendors first, each group by name, as the listing reads best. */
export function publicVendorList(vendors: readonly Vendor[]): Vendor[] {
  const byName = (a: Vendor, b: Vendor) => a.name.localeCompare(b.name, 'en-IN') || a.id.localeCompare(b.id);
  const active = vendors.filter((vendor) => vendor.isActive).sort(byName);
  const pending = vendors.filter((vendor) => !vendor.isActive).sort(byName);
  return [...active, ...pending.map(publicListing)];
}
