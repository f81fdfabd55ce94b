import { vendorCategoryOptions, type VendorProfile, type VendorRecommendation } from '@stallplan/contracts';

export interface ProfileTestimonial {
  clientName?: string;
  clientContact: string;
  createdAt?: string;
  text: string;
  stallImages: string[];
}

/**
 * What the full profile dialog shows (see docs/planner.md#vendor-dialogs), from the stored profile or, when
 * that cannot be loaded, from the card's summary, so the dialog has one shape to draw.
 */
export interface ProfileView {
  name: string;
  logoUrl?: string;
  location: string;
  isActive: boolean;
  category: string;
  priceRange?: string;
  experience?: string;
  /** Out of 5; null when the vendor has no rating. */
  rating: number | null;
  description?: string;
  specialties: string[];
  certifications: string[];
  awards: string[];
  services: string[];
  portfolioImages: string[];
  testimonials: ProfileTestimonial[];
  contact: { phone?: string; email?: string; website?: string; address?: string };
  city?: string;
  state?: string;
  /** A made-up listing seeded for development: the profile says its contacts are not real. */
  demo: boolean;
}

/** "booth" → "Booth"; a free-text category the admin typed is shown as typed, capitalised. */
export function categoryLabel(category: string): string {
  const known = vendorCategoryOptions.options.find((option) => option.value === category);
  if (known) return known.label;
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** A rating stored as text ("4.8"); anything that is not a number from 0 to 5 counts as none. */
export function ratingOf(value: string | number | undefined): number | null {
  const rating = typeof value === 'number' ? value : value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(rating) && rating >= 0 && rating <= 5 ? rating : null;
}

/** An address the page may link to or load: http(s), or a file served by this site. */
export function safeUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\/(?!\/)/.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function safeUrls(values: readonly string[]): string[] {
  return values.map(safeUrl).filter((url): url is string => url !== undefined);
}

export function profileViewOf(profile: VendorProfile): ProfileView {
  const website = safeUrl(profile.contact.website);
  const logoUrl = safeUrl(profile.logoUrl);
  return {
    name: profile.name,
    ...(logoUrl ? { logoUrl } : {}),
    location: profile.location?.trim() || [profile.city, profile.state].filter(Boolean).join(', '),
    isActive: profile.isActive,
    category: profile.category,
    priceRange: profile.priceRange,
    ...(profile.experience ? { experience: profile.experience } : {}),
    rating: ratingOf(profile.rating),
    ...(profile.description ? { description: profile.description } : {}),
    specialties: profile.specialties,
    certifications: profile.certifications,
    awards: profile.awards,
    services: profile.services,
    portfolioImages: safeUrls(profile.portfolioImages),
    testimonials: profile.testimonials.map((testimonial) => ({
      ...(testimonial.clientName ? { clientName: testimonial.clientName } : {}),
      clientContact: testimonial.clientContact,
      createdAt: testimonial.createdAt,
      text: testimonial.text,
      stallImages: safeUrls(testimonial.stallImages),
    })),
    contact: {
      ...(profile.contact.phone ? { phone: profile.contact.phone } : {}),
      ...(profile.contact.email ? { email: profile.contact.email } : {}),
      ...(website ? { website } : {}),
      ...(profile.contact.address ? { address: profile.contact.address } : {}),
    },
    city: profile.city,
    state: profile.state,
    demo: profile.demo,
  };
}

/** The card's summary as a profile: what a failed profile call leaves the dialog to show. */
export function profileViewFromSummary(vendor: VendorRecommendation): ProfileView {
  const email = vendor.contact.email ?? vendor.email;
  return {
    name: vendor.name,
    location: vendor.location,
    // Step 3 lists active vendors only.
    isActive: true,
    category: vendor.category,
    rating: ratingOf(vendor.rating),
    specialties: vendor.specialties,
    certifications: vendor.certifications,
    awards: [],
    services: [],
    portfolioImages: [],
    testimonials: [],
    contact: { ...(vendor.contact.phone ? { phone: vendor.contact.phone } : {}), ...(email ? { email } : {}) },
    demo: vendor.demo,
  };
}

/** "14 Mar 2025" in Indian English; an unreadable date shows nothing. */
export function formatReviewDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
