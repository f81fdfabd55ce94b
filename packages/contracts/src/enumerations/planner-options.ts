import type { z } from 'zod';
import { defineNamedOptions, defineOptions } from './define-options.js';

/** The event types, with `international`, which the marketing figure reads (see docs/quote-model.md#marketing). */
export const eventTypeOptions = defineOptions(
  'Event type',
  ['trade', 'consumer', 'tech', 'medical', 'food', 'automotive', 'fashion', 'industrial', 'international'],
  {
    trade: 'Trade Show',
    consumer: 'Consumer Exhibition',
    tech: 'Technology Expo',
    medical: 'Medical Conference',
    food: 'Food & Beverage Expo',
    automotive: 'Automotive Show',
    fashion: 'Fashion Show',
    industrial: 'Industrial Exhibition',
    international: 'International Exhibition',
  },
);
export type EventType = z.infer<typeof eventTypeOptions.schema>;

/** The venue types, with `premium`, which the typical build rate reads (see docs/quote-model.md#stall). */
export const venueTypeOptions = defineOptions('Venue type', ['convention_center', 'exhibition_hall', 'hotel_conference', 'outdoor', 'corporate', 'premium'], {
  convention_center: 'Convention Center',
  exhibition_hall: 'Exhibition Hall',
  hotel_conference: 'Hotel Conference Room',
  outdoor: 'Outdoor Venue',
  corporate: 'Corporate Venue',
  premium: 'Premium Venue',
});
export type VenueType = z.infer<typeof venueTypeOptions.schema>;

/** The planner's 37 industries, Aerospace & Defense to Water Treatment, then Other. */
export const plannerIndustryOptions = defineNamedOptions('Industry', [
  'Aerospace & Defense',
  'Agriculture & Farming',
  'Automotive',
  'Banking & Finance',
  'Beauty & Cosmetics',
  'Chemicals',
  'Construction & Infrastructure',
  'Consumer Electronics',
  'Education & Training',
  'Energy & Power',
  'Engineering & Machinery',
  'Fashion & Apparel',
  'Food & Beverages',
  'Furniture & Interiors',
  'Gems & Jewellery',
  'Government & Public Sector',
  'Handicrafts & Gifts',
  'Healthcare & Medical',
  'Hospitality & Tourism',
  'Information Technology',
  'Logistics & Supply Chain',
  'Manufacturing',
  'Media & Entertainment',
  'Mining & Metals',
  'Oil & Gas',
  'Packaging & Printing',
  'Pharmaceuticals',
  'Plastics & Rubber',
  'Real Estate',
  'Renewable Energy',
  'Retail & E-commerce',
  'Security & Safety',
  'Sports & Fitness',
  'Telecommunications',
  'Textiles',
  'Toys & Games',
  'Water Treatment',
  'Other',
]);
export type PlannerIndustry = z.infer<typeof plannerIndustryOptions.schema>;

export const accommodationLevelOptions = defineOptions('Accommodation level', ['standard', 'business', 'luxury'], {
  standard: 'Standard',
  business: 'Business',
  luxury: 'Luxury',
});
export type AccommodationLevel = z.infer<typeof accommodationLevelOptions.schema>;

export const marketLevelOptions = defineOptions('Market level', ['budget', 'medium', 'premium'], {
  budget: 'Budget',
  medium: 'Medium',
  premium: 'Premium',
});
export type MarketLevel = z.infer<typeof marketLevelOptions.schema>;

export const currencyOptions = defineOptions('Currency', ['INR', 'USD', 'EUR'], { INR: '₹', USD: '$', EUR: '€' });
export type Currency = z.infer<typeof currencyOptions.schema>;

/** The planner's team size select. */
export const TEAM_SIZE_MIN = 1;
export const TEAM_SIZE_MAX = 10;
/** Step 1's distance input. */
export const DISTANCE_KM_MAX = 5000;
