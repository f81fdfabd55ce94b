import { DEFAULT_PRICE_RANGE, vendorInputSchema, type FieldIssue, type PriceRange, type Vendor, type VendorInputData } from '@stallplan/contracts';

export interface TestimonialFormValues {
  text: string;
  clientContact: string;
  clientName: string;
  stallImages: string[];
  /** Kept from a saved testimonial so the server keeps its date; absent on a new one. */
  createdAt?: string;
}

/**
 * What a vendor tells about itself, as the inputs hold it (see docs/marketplace.md#vendor-record): text
 * everywhere a person types, lists for tags and images. Registration sends exactly this.
 */
export interface VendorProfileValues {
  name: string;
  category: string;
  city: string;
  state: string;
  location: string;
  description: string;
  experience: string;
  priceRange: PriceRange;
  contact: { email: string; phone: string; website: string; address: string };
  specialties: string[];
  services: string[];
  keywords: string[];
  logoUrl: string;
  portfolioImages: string[];
  testimonials: TestimonialFormValues[];
}

/**
 * The admin's vendor form: the profile and what only an admin sets. The paths are those of the
 * admin API's body, so a server's field detail lands on the field that caused it.
 */
export interface VendorFormValues extends VendorProfileValues {
  rating: string;
  completedProjects: string;
  pricing: { project: string; hourly: string; sqft: string };
  certifications: string[];
  recentWork: string[];
  serviceCities: string[];
  isActive: boolean;
}

export const TAG_FIELDS = ['specialties', 'services', 'keywords', 'certifications', 'recentWork', 'serviceCities'] as const;
export type TagField = (typeof TAG_FIELDS)[number];

export function emptyTestimonial(): TestimonialFormValues {
  return { text: '', clientContact: '', clientName: '', stallImages: [] };
}

/** A blank profile, as registration starts: Standard price range, the entity's default. */
export function emptyVendorProfile(): VendorProfileValues {
  return {
    name: '',
    category: '',
    city: '',
    state: '',
    location: '',
    description: '',
    experience: '',
    priceRange: DEFAULT_PRICE_RANGE,
    contact: { email: '', phone: '', website: '', address: '' },
    specialties: [],
    services: [],
    keywords: [],
    logoUrl: '',
    portfolioImages: [],
    testimonials: [],
  };
}

/** A new vendor in the admin's form: Standard price range and Active, the entity's defaults (see docs/marketplace.md#vendor-record). */
export function emptyVendorFormValues(): VendorFormValues {
  return {
    ...emptyVendorProfile(),
    rating: '',
    completedProjects: '',
    pricing: { project: '', hourly: '', sqft: '' },
    certifications: [],
    recentWork: [],
    serviceCities: [],
    isActive: true,
  };
}

const numberText = (value: number | undefined): string => (value === undefined ? '' : String(value));

export function vendorToFormValues(vendor: Vendor): VendorFormValues {
  return {
    name: vendor.name,
    category: vendor.category,
    city: vendor.city,
    state: vendor.state,
    location: vendor.location ?? '',
    description: vendor.description ?? '',
    experience: vendor.experience ?? '',
    rating: vendor.rating ?? '',
    priceRange: vendor.priceRange,
    // The server stores "not given" as 0; an empty box says the same and saves the same.
    completedProjects: vendor.completedProjects > 0 ? String(vendor.completedProjects) : '',
    pricing: { project: numberText(vendor.pricing.project), hourly: numberText(vendor.pricing.hourly), sqft: numberText(vendor.pricing.sqft) },
    contact: {
      email: vendor.contact.email ?? '',
      phone: vendor.contact.phone ?? '',
      website: vendor.contact.website ?? '',
      address: vendor.contact.address ?? '',
    },
    specialties: [...vendor.specialties],
    services: [...vendor.services],
    keywords: [...vendor.keywords],
    certifications: [...vendor.certifications],
    recentWork: [...vendor.recentWork],
    serviceCities: [...vendor.serviceCities],
    logoUrl: vendor.logoUrl ?? '',
    portfolioImages: [...vendor.portfolioImages],
    testimonials: vendor.testimonials.map((testimonial) => ({
      text: testimonial.text,
      clientContact: testimonial.clientContact,
      clientName: testimonial.clientName ?? '',
      stallImages: [...testimonial.stallImages],
      createdAt: testimonial.createdAt,
    })),
    isActive: vendor.isActive,
  };
}

export type VendorFormCheck = { success: true; data: VendorInputData } | { success: false; issues: FieldIssue[] };

/**
 * The same schema the server applies, run before sending, so the admin sees every field's problem
 * at once. The form's text is valid input as it stands: blanks are unset and numbers are parsed.
 */
export function checkVendorForm(values: VendorFormValues): VendorFormCheck {
  const parsed = vendorInputSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) };
}
