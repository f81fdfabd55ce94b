import { FIRST_VERSION, type Vendor, type VendorProfile } from '@stallplan/contracts';
import type { StoredTestimonial, StoredVendor } from '../models/vendor-model.js';

/** Lean documents keep `undefined` for missing paths and drop empty objects; answers want neither. */
export function defined<T extends object>(value: T | undefined | null): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as Partial<T>;
}

function toTestimonial(stored: StoredTestimonial): Vendor['testimonials'][number] {
  return {
    text: stored.text,
    clientContact: stored.clientContact,
    ...(stored.clientName ? { clientName: stored.clientName } : {}),
    stallImages: stored.stallImages ?? [],
    createdAt: new Date(stored.createdAt).toISOString(),
  };
}

/** A seeded demo listing; one seeded before the mark existed is known by its seed key. */
export function isDemo(doc: Pick<StoredVendor, 'demo' | 'seedKey'>): boolean {
  return doc.demo === true || typeof doc.seedKey === 'string';
}

/** A stored vendor as the answers show it. */
export function toVendor(doc: StoredVendor): Vendor {
  const createdAt = doc.createdAt ?? doc._id.getTimestamp();
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    category: doc.category,
    city: doc.city,
    state: doc.state,
    ...defined({ location: doc.location, description: doc.description, rating: doc.rating, experience: doc.experience, logoUrl: doc.logoUrl }),
    specialties: doc.specialties ?? [],
    services: doc.services ?? [],
    keywords: doc.keywords ?? [],
    contact: defined(doc.contact),
    priceRange: doc.priceRange,
    portfolioImages: doc.portfolioImages ?? [],
    testimonials: (doc.testimonials ?? []).map(toTestimonial),
    isActive: doc.isActive,
    pricing: defined(doc.pricing),
    completedProjects: doc.completedProjects ?? 0,
    certifications: doc.certifications ?? [],
    recentWork: doc.recentWork ?? [],
    serviceCities: doc.serviceCities ?? [],
    demo: isDemo(doc),
    version: doc.version ?? FIRST_VERSION,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? createdAt).toISOString(),
  };
}

/** One vendor's page: the vendor with its awards. */
export function toProfile(doc: StoredVendor): VendorProfile {
  return { ...toVendor(doc), awards: doc.awards ?? [] };
}
