import { z } from 'zod';
import { DEFAULT_PRICE_RANGE, priceRangeOptions, vendorCategoryOptions } from '../enumerations/marketplace-options.js';
import { successResponseSchema } from '../envelope.js';
import { documentedInput, withRule } from '../http/define-routes.js';
import { documentNumber, optionalChoice, optionalNumber, optionalText, requiredText } from '../shared/input-fields.js';
import { textList } from '../shared/text-list.js';
import { imageUrlSchema, MAX_PORTFOLIO_IMAGES, MAX_STALL_IMAGES, uploadMessages } from './uploads.js';
import { FIRST_VERSION, recordVersionSchema } from './record-version.js';
import { optionalWebsiteSchema } from './website.js';

export const MAX_TESTIMONIALS = 20;
export const VENDOR_CATEGORY_MAX_LENGTH = 50;
/** ₹100 crore: above any stall project, below anything that loses precision. */
export const VENDOR_PRICE_MAX = 1_000_000_000;
export const VENDOR_NOT_FOUND_MESSAGE = 'Vendor not found';
/** Registration answers before the address is confirmed; the profile is listed nowhere until then. */
export const VENDOR_REGISTERED_MESSAGE =
  'Thank you for registering! We have sent a link to your e-mail address: open it within 48 hours to confirm the address, and your profile will then await approval.';

const timestampSchema = z.iso.datetime({ offset: true });

// ---- Stored shapes, as the services answer with them ----

/** A testimonial (see docs/marketplace.md#vendor-record); `createdAt` is set by the server when the testimonial is first saved. */
export const testimonialSchema = z.object({
  text: z.string(),
  clientContact: z.string(),
  clientName: z.string().optional(),
  stallImages: z.array(z.string()).default([]),
  createdAt: timestampSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const vendorContactSchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  address: z.string().optional(),
});
export type VendorContact = z.infer<typeof vendorContactSchema>;

/** Starting prices in whole rupees: per project, per hour, per square foot. */
export const vendorPricingSchema = z.object({
  project: z.number().int().nonnegative().optional(),
  hourly: z.number().int().nonnegative().optional(),
  sqft: z.number().int().nonnegative().optional(),
});
export type VendorPricing = z.infer<typeof vendorPricingSchema>;

/**
 * A vendor or builder (see docs/marketplace.md#vendor-record), with the fields the planner's matching and profile read (pricing,
 * completed projects, certifications, recent work, the cities served). `rating` and `experience`
 * are text (`"4.8"`, `"12 years"`).
 */
export const vendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  city: z.string(),
  state: z.string(),
  location: z.string().optional(),
  description: z.string().optional(),
  specialties: z.array(z.string()).default([]),
  services: z.array(z.string()).default([]),
  keywords: z.array(z.string()).default([]),
  contact: vendorContactSchema.default({}),
  rating: z.string().optional(),
  experience: z.string().optional(),
  priceRange: priceRangeOptions.schema.default(DEFAULT_PRICE_RANGE),
  logoUrl: z.string().optional(),
  portfolioImages: z.array(z.string()).default([]),
  testimonials: z.array(testimonialSchema).default([]),
  isActive: z.boolean().default(true),
  pricing: vendorPricingSchema.default({}),
  completedProjects: z.number().int().nonnegative().default(0),
  certifications: z.array(z.string()).default([]),
  recentWork: z.array(z.string()).default([]),
  serviceCities: z.array(z.string()).default([]),
  /**
   * A made-up listing the catalog seeds for development (`SEED_DEMO_DATA`): its business and
   * contacts are not real, and every screen that shows it says so. No form sets it; vendors the
   * admin adds and those who register are never demo listings.
   */
  demo: z.boolean().default(false),
  /** One more on every write; sent back as `If-Match` so a stale edit is refused (record-version.ts). */
  version: recordVersionSchema.default(FIRST_VERSION),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Vendor = z.output<typeof vendorSchema>;

// ---- What the forms send ----

/**
 * The admin form's category is free text (≤ 50), yet the planner filters on its six categories:
 * a text that names one of them, by value or label in any case, becomes that value.
 */
export function normalizeCategory(text: string): string {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  const known = vendorCategoryOptions.options.find((option) => option.value === lower || option.label.toLowerCase() === lower);
  return known ? known.value : trimmed;
}

function hasEnoughDigits(text: string): boolean {
  return /^[0-9+()\-.\s]+$/.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 6;
}

/** "4.8": a number from 0 to 5 with at most two decimals, kept as text. */
function isRating(text: string): boolean {
  return /^\d(\.\d{1,2})?$/.test(text) && Number(text) <= 5;
}

function wholeRupees(what: string) {
  return documentedInput(
    optionalNumber(what, 0, VENDOR_PRICE_MAX).refine((value) => value === undefined || Number.isInteger(value), `${what} must be in whole rupees.`),
    (generated) => documentNumber(what)({ ...generated, type: 'integer' }),
  );
}

const contactFields = {
  email: optionalText('Email', 254).pipe(z.email('Email must be a valid e-mail address.').optional()),
  phone: withRule(
    optionalText('Phone', 30).refine(
      (value) => value === undefined || hasEnoughDigits(value),
      'Phone must be a phone number of at least 6 digits, using only digits, spaces and + - ( ).',
    ),
    'A phone number of at least 6 digits, using only digits, spaces and + - ( ).',
  ),
  website: optionalWebsiteSchema,
  address: optionalText('Address', 500, { multiline: true }),
};

/** Contact details as a form sends them: blanks unset, the website normalised (see docs/marketplace.md#vendor-form). */
export const vendorContactInputSchema = z.object(contactFields, { error: 'Contact details must be an object.' });
export type VendorContactInput = z.input<typeof vendorContactInputSchema>;

const testimonialFields = {
  text: requiredText('Testimonial text', 2000, { multiline: true }),
  clientContact: requiredText('Client contact', 200),
  clientName: optionalText('Client name', 100),
  stallImages: z.array(imageUrlSchema).max(MAX_STALL_IMAGES, uploadMessages.tooManyStallImages).default([]),
};

/**
 * A testimonial as the admin form sends it. `createdAt` comes back unchanged when an existing
 * testimonial is edited; the server sets it for new ones.
 */
export const testimonialInputSchema = z.object({ ...testimonialFields, createdAt: timestampSchema.optional() });
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

/** What the admin form and the registration form share (see docs/marketplace.md#vendor-form). */
const registrationFields = {
  name: requiredText('Vendor name', 100),
  category: requiredText('Category', VENDOR_CATEGORY_MAX_LENGTH).transform(normalizeCategory),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  location: optionalText('Location', 200),
  description: optionalText('Description', 2000, { multiline: true }),
  specialties: textList('Specialties', 30),
  services: textList('Services', 30),
  keywords: textList('Keywords', 30, 50),
  experience: optionalText('Experience', 100),
  priceRange: optionalChoice(priceRangeOptions.schema).transform((value) => value ?? DEFAULT_PRICE_RANGE),
  logoUrl: documentedInput(
    z.preprocess((value) => (value === '' || value === null ? undefined : value), imageUrlSchema.optional()),
    (generated) => ({
      ...generated,
      nullable: true,
      anyOf: undefined,
    }),
  ),
  portfolioImages: z.array(imageUrlSchema).max(MAX_PORTFOLIO_IMAGES, uploadMessages.tooManyPortfolio).default([]),
};

/** Admin create and update (`PUT` replaces the whole vendor). */
export const vendorInputSchema = z.object({
  ...registrationFields,
  contact: vendorContactInputSchema.default({}),
  testimonials: z.array(testimonialInputSchema).max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials.`).default([]),
  rating: documentedInput(
    optionalText('Rating', 4).refine((value) => value === undefined || isRating(value), 'Rating must be a number from 0 to 5, such as 4.5.'),
    (generated) => ({
      ...generated,
      pattern: '^\\s*([0-4](\\.\\d{1,2})?|5(\\.0{1,2})?)?\\s*$',
      example: '4.5',
      nullable: true,
      description: 'Rating: 0 to 5 with up to two decimals, as text.',
    }),
  ),
  isActive: z.boolean({ error: 'Active must be true or false.' }).default(true),
  pricing: z.object({ project: wholeRupees('Project price'), hourly: wholeRupees('Hourly price'), sqft: wholeRupees('Price per sq ft') }).default({}),
  completedProjects: documentedInput(
    optionalNumber('Completed projects', 0, 100_000).refine(
      (value) => value === undefined || Number.isInteger(value),
      'Completed projects must be a whole number.',
    ),
    (generated) => documentNumber('Completed projects')({ ...generated, type: 'integer' }),
  ).transform((value) => value ?? 0),
  certifications: textList('Certifications', 30, 200),
  recentWork: textList('Recent work', 30, 200),
  serviceCities: textList('Service cities', 50),
});
export type VendorInput = z.input<typeof vendorInputSchema>;
export type VendorInputData = z.output<typeof vendorInputSchema>;

const REGISTRATION_REFUSED_KEYS_SHOWN = 5;

/**
 * Public self-registration (see docs/marketplace.md#vendor-registration): the registration payload
 * and nothing more, with the contact e-mail required. `isActive` is refused, so that no vendor goes
 * live unreviewed: a new profile stays inactive until an admin ticks Active. Rating, pricing and
 * the rest are the admin's to set, so they are refused too rather than silently dropped.
 * Testimonials get their `createdAt` from the server.
 */
export const vendorRegistrationSchema = z.strictObject(
  {
    ...registrationFields,
    contact: z.object(
      {
        ...contactFields,
        email: requiredText('Contact email', 254).pipe(z.email('Contact email must be a valid e-mail address.')),
      },
      { error: 'Contact email is required.' },
    ),
    testimonials: z.array(z.object(testimonialFields)).max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials.`).default([]),
  },
  {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      if (issue.keys.includes('isActive')) return 'A new vendor profile awaits approval, so isActive cannot be set at registration.';
      const shown = issue.keys.slice(0, REGISTRATION_REFUSED_KEYS_SHOWN).map((key) => key.slice(0, 40));
      return `Registration does not accept: ${shown.join(', ')}.`;
    },
  },
);
export type VendorRegistrationInput = z.input<typeof vendorRegistrationSchema>;
export type VendorRegistration = z.output<typeof vendorRegistrationSchema>;

// ---- Answers ----

/** `GET /api/vendors`: `message` is optional text that may come along. */
export const vendorListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(vendorSchema),
  message: z.string().optional(),
});
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;

export const vendorResponseSchema = successResponseSchema(vendorSchema);
export type VendorResponse = z.infer<typeof vendorResponseSchema>;

export const vendorRegistrationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string() }),
});
export type VendorRegistrationResponse = z.infer<typeof vendorRegistrationResponseSchema>;
