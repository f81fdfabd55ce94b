import type { Vendor } from '@stallplan/contracts';
import type { StoredVendor } from '../models/vendor-model.js';

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

/**
 * What Find Builders filters, orders and counts a vendor by. The list of these is what the service
 * keeps in memory; a page's vendors are then read in full by id, so memory grows with a vendor's
 * name and place, not with its pictures, testimonials and description.
 */
export type ListedVendor = Pick<Vendor, 'id' | 'name' | 'category' | 'city' | 'state' | 'priceRange' | 'isActive' | 'specialties' | 'services'>;

/** The fields a ListedVendor is made of, for the query that loads the list. */
export const LISTING_PROJECTION = { name: 1, category: 1, city: 1, state: 1, priceRange: 1, isActive: 1, specialties: 1, services: 1 } as const;

/** A stored vendor as the list keeps it; a pending one without specialties and services, as publicListing shows it. */
export function listedVendor(doc: Pick<StoredVendor, '_id' | keyof typeof LISTING_PROJECTION>): ListedVendor {
  const { name, category, city, state, priceRange, isActive } = doc;
  return {
    id: doc._id.toHexString(),
    name,
    category,
    city,
    state,
    priceRange,
    isActive,
    specialties: isActive ? (doc.specialties ?? []) : [],
    services: isActive ? (doc.services ?? []) : [],
  };
}

/** Approved vendors first, each group by name, as the listing reads best. */
export function publicVendorList<T extends ListedVendor>(vendors: readonly T[]): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en-IN') || a.id.localeCompare(b.id);
  const active = vendors.filter((vendor) => vendor.isActive).sort(byName);
  const pending = vendors.filter((vendor) => !vendor.isActive).sort(byName);
  return [...active, ...pending];
}

/** The page's vendors, read in full, in the page's order and as Find Builders may show them; one deleted since the list loaded is left out. */
export function publicPageVendors(page: readonly ListedVendor[], stored: readonly Vendor[]): Vendor[] {
  const byId = new Map(stored.map((vendor) => [vendor.id, vendor]));
  return page.flatMap((entry) => {
    const vendor = byId.get(entry.id);
    return vendor ? [publicListing(vendor)] : [];
  });
}
