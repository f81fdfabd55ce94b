import type { VendorInputData, VendorRegistration, VendorReplacement } from '@stallplan/contracts';
import type { StoredVendor } from '../models/vendor-model.js';
import { defined } from './to-vendor.js';
import { storedTestimonial } from './vendor-changes.js';

/** Optional fields a replace removes when the form leaves them out. */
export const OPTIONAL_FIELDS = ['location', 'description', 'experience', 'logoUrl', 'rating', 'email'] as const;

/** The stored fields for a vendor as a form describes it; testimonials keep their date or get `now`. */
export function storedFieldsOf(
  input: VendorReplacement,
  now: Date,
): Omit<StoredVendor, '_id' | 'createdAt' | 'updatedAt' | 'awards' | 'seedKey' | 'demo' | 'registrationEmail' | 'isActive'> & { isActive?: boolean } {
  const contact = defined(input.contact);
  return {
    name: input.name,
    nameLower: input.name.toLowerCase(),
    category: input.category,
    city: input.city,
    state: input.state,
    ...defined({ location: input.location, description: input.description, experience: input.experience, logoUrl: input.logoUrl, rating: input.rating }),
    specialties: input.specialties,
    services: input.services,
    keywords: input.keywords,
    contact,
    ...(contact.email ? { email: contact.email.toLowerCase() } : {}),
    priceRange: input.priceRange,
    portfolioImages: input.portfolioImages,
    testimonials: input.testimonials.map((testimonial) => storedTestimonial(testimonial, now)),
    // A replacement that leaves it out keeps the stored one (vendor-write.ts).
    ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
    pricing: defined(input.pricing),
    completedProjects: input.completedProjects,
    certifications: input.certifications,
    recentWork: input.recentWork,
    serviceCities: input.serviceCities,
  };
}

/** A registration as the admin form would describe it: pending, with nothing only the admin sets. */
export function registrationAsInput(input: VendorRegistration): VendorInputData {
  return {
    ...input,
    isActive: false,
    pricing: {},
    completedProjects: 0,
    certifications: [],
    recentWork: [],
    serviceCities: [],
  };
}
