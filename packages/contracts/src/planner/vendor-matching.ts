import { z } from 'zod';
import { vendorCategoryOptions } from '../enumerations/marketplace-options.js';
import { successResponseSchema } from '../envelope.js';
import { recordIdParamsSchema } from '../marketplace/record-id.js';
import { VENDOR_CATEGORY_MAX_LENGTH, VENDOR_PRICE_MAX, vendorPricingSchema, vendorSchema } from '../marketplace/vendor.js';
import { optionalChoice, requiredText } from '../shared/input-fields.js';
import { positiveAmount } from './positive-amount.js';
import { MAX_BOOTH_AREA } from './stall-design.js';

/** More cards than step 3 can usefully show. */
export const MAX_VENDOR_RECOMMENDATIONS = 50;

const rupees = z.number().int().nonnegative().max(VENDOR_PRICE_MAX);
const texts = (maxItems: number) => z.array(z.string().max(200)).max(maxItems).default([]);

/**
 * One card of step 3 (see docs/planner.md#vendor-cards). `matchScore` is a percentage; `rating` is out
 * of 5. `email` is missing for a vendor the admin added without one: the card then offers no
 * enquiry. `price` or else `estimatedCost` is what the final quote adds for a chosen vendor.
 */
export const vendorRecommendationSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  email: z.email().max(254).optional(),
  location: z.string().max(200),
  category: z.string().max(VENDOR_CATEGORY_MAX_LENGTH),
  matchScore: z.number().int().min(0).max(100),
  rating: z.number().min(0).max(5),
  completedProjects: z.number().int().nonnegative(),
  specialties: texts(30),
  pricing: vendorPricingSchema.default({}),
  contact: z.object({ phone: z.string().max(30).optional(), email: z.email().max(254).optional() }).default({}),
  /** Typical spend with this vendor, in rupees. */
  avgCost: rupees.optional(),
  /** Why the vendor fits this booth; the summary dialog has its own sentence when empty. */
  advantages: texts(20),
  certifications: texts(30),
  recentWork: texts(30),
  price: rupees.optional(),
  estimatedCost: rupees.optional(),
  /** A made-up listing seeded for development, as on the vendor: the card says its contacts are not real. */
  demo: z.boolean().default(false),
});
export type VendorRecommendationInput = z.input<typeof vendorRecommendationSchema>;
export type VendorRecommendation = z.output<typeof vendorRecommendationSchema>;

/**
 * GET /api/smart-vendors. The search runs only for a destination city and a booth size above 0
 * (see docs/planner.md#step-3-vendor-matching), so the service refuses anything else. The screen's "All" filter sends no category;
 * `all` is read the same way.
 */
export const smartVendorsQuerySchema = z.object({
  destinationCity: requiredText('Destination city', 100),
  boothSize: positiveAmount('Booth size', MAX_BOOTH_AREA),
  category: z.preprocess(
    (value) => (typeof value === 'string' && value.trim().toLowerCase() === 'all' ? undefined : value),
    optionalChoice(vendorCategoryOptions.schema),
  ),
});
export type SmartVendorsQueryInput = z.input<typeof smartVendorsQuerySchema>;
export type SmartVendorsQuery = z.output<typeof smartVendorsQuerySchema>;

/** Best match first. */
export const smartVendorsResponseSchema = successResponseSchema(z.array(vendorRecommendationSchema).max(MAX_VENDOR_RECOMMENDATIONS));
export type SmartVendorsResponse = z.infer<typeof smartVendorsResponseSchema>;

/**
 * The full profile dialog (see docs/planner.md#vendor-dialogs): the stored vendor with its awards. `rating` and
 * `experience` stay the text they are stored as (`"4.8"`, `"12 years"`); the dialog shows the
 * rating to one decimal.
 */
export const vendorProfileSchema = vendorSchema.extend({
  awards: z.array(z.string().max(200)).max(30).default([]),
});
export type VendorProfile = z.output<typeof vendorProfileSchema>;

export const vendorProfileParamsSchema = recordIdParamsSchema('Vendor');
export type VendorProfileParams = z.infer<typeof vendorProfileParamsSchema>;

/**
 * GET /api/vendors/:id. The planner reads `vendor`; the admin screens read `data`, as every other
 * vendor answer has it. Both hold the same profile; build the answer with `vendorProfileResponse`.
 */
export const vendorProfileResponseSchema = z.object({
  success: z.literal(true),
  vendor: vendorProfileSchema,
  data: vendorProfileSchema,
});
export type VendorProfileResponse = z.output<typeof vendorProfileResponseSchema>;

export function vendorProfileResponse(profile: VendorProfile): VendorProfileResponse {
  return { success: true, vendor: profile, data: profile };
}
