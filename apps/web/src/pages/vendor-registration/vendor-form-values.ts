import { DEFAULT_PRICE_RANGE } from '@stallplan/contracts';

export interface TestimonialFormValues {
  clientName: string;
  clientContact: string;
  text: string;
  stallImages: string[];
}

/** §3 "Vendor registration payload" as the inputs hold it. */
export interface VendorFormValues {
  name: string;
  category: string;
  city: string;
  state: string;
  location: string;
  description: string;
  specialties: string[];
  services: string[];
  keywords: string[];
  contact: { email: string; phone: string; website: string; address: string };
  experience: string;
  priceRange: string;
  logoUrl: string;
  portfolioImages: string[];
  testimonials: TestimonialFormValues[];
}

export const EMPTY_TESTIMONIAL: TestimonialFormValues = { clientName: '', clientContact: '', text: '', stallImages: [] };

export const EMPTY_VENDOR_FORM: VendorFormValues = {
  name: '',
  category: '',
  city: '',
  state: '',
  location: '',
  description: '',
  specialties: [],
  services: [],
  keywords: [],
  contact: { email: '', phone: '', website: '', address: '' },
  experience: '',
  priceRange: DEFAULT_PRICE_RANGE,
  logoUrl: '',
  portfolioImages: [],
  testimonials: [],
};
