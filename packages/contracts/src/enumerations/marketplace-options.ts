import type { z } from 'zod';
import { defineNamedOptions, defineOptions } from './define-options.js';

export const priceRangeOptions = defineNamedOptions('Price range', ['Budget', 'Standard', 'Premium', 'Luxury']);
export type PriceRange = z.infer<typeof priceRangeOptions.schema>;
export const DEFAULT_PRICE_RANGE: PriceRange = 'Standard';

/** Planner step 3's categories. */
export const vendorCategoryOptions = defineOptions('Category', ['booth', 'logistics', 'travel', 'catering', 'technology', 'security'], {
  booth: 'Booth',
  logistics: 'Logistics',
  travel: 'Travel',
  catering: 'Catering',
  technology: 'Technology',
  security: 'Security',
});
export type VendorCategory = z.infer<typeof vendorCategoryOptions.schema>;

// The stall requirements form (/stall-details).
export const preferredLocationOptions = defineOptions('Preferred location', ['entrance', 'corner', 'central', 'food-court', 'auditorium', 'any'], {
  entrance: 'Near Main Entrance',
  corner: 'Corner',
  central: 'Central Hall',
  'food-court': 'Near Food Court',
  auditorium: 'Near Auditorium',
  any: 'Any',
});
export type PreferredLocation = z.infer<typeof preferredLocationOptions.schema>;

export const stallPowerOptions = defineOptions('Power requirement', ['5kw', '10kw', '15kw', '20kw'], {
  '5kw': '5 KW',
  '10kw': '10 KW',
  '15kw': '15 KW',
  '20kw': '20 KW+',
});
export type StallPower = z.infer<typeof stallPowerOptions.schema>;

export const designThemeOptions = defineOptions('Design theme', ['modern', 'corporate', 'tech', 'eco', 'luxury', 'industrial', 'creative'], {
  modern: 'Modern',
  corporate: 'Corporate',
  tech: 'Tech',
  eco: 'Eco-friendly',
  luxury: 'Luxury',
  industrial: 'Industrial',
  creative: 'Creative',
});
export type DesignTheme = z.infer<typeof designThemeOptions.schema>;

export const colorSchemeOptions = defineOptions(
  'Colour scheme',
  ['blue-white', 'red-white', 'green-white', 'black-white', 'orange-white', 'purple-white', 'custom'],
  {
    'blue-white': 'Blue & White',
    'red-white': 'Red & White',
    'green-white': 'Green & White',
    'black-white': 'Black & White',
    'orange-white': 'Orange & White',
    'purple-white': 'Purple & White',
    custom: 'Custom',
  },
);
export type ColorScheme = z.infer<typeof colorSchemeOptions.schema>;

export const stallBrandingOptions = defineNamedOptions('Branding element', [
  'Company Logo',
  'Product Images',
  'Tagline/Slogan',
  'QR Codes',
  'Social Media',
  'Awards/Certifications',
]);
export const audioVisualOptions = defineNamedOptions('Audio-visual item', [
  'LED TV/Screens',
  'Projector',
  'Sound System',
  'Microphones',
  'LED Strips',
  'Spotlights',
]);
export const stallFurnitureOptions = defineNamedOptions('Furniture item', [
  'Reception Counter',
  'Meeting Table',
  'Chairs',
  'Display Shelves',
  'Storage Cabinets',
  'Brochure Stands',
]);
export const stallTechnologyOptions = defineNamedOptions('Technology item', [
  'WiFi Connection',
  'Ethernet Port',
  'Power Outlets',
  'USB Charging',
  'Video Conferencing',
  'Interactive Kiosks',
]);

export const budgetRangeOptions = defineOptions('Budget range', ['under-2l', '2l-5l', '5l-10l', '10l-20l', 'above-20l'], {
  'under-2l': 'Under ₹2 Lakhs',
  '2l-5l': '₹2-5 Lakhs',
  '5l-10l': '₹5-10 Lakhs',
  '10l-20l': '₹10-20 Lakhs',
  'above-20l': 'Above ₹20 Lakhs',
});
export type BudgetRange = z.infer<typeof budgetRangeOptions.schema>;

export const approvalStatusOptions = defineOptions('Approval status', ['approved', 'pending', 'discussion'], {
  approved: 'Budget Approved',
  pending: 'Approval Pending',
  discussion: 'Under Discussion',
});
export type ApprovalStatus = z.infer<typeof approvalStatusOptions.schema>;

// AI event recommendations (/recommendations).
export const recommendationIndustryOptions = defineNamedOptions('Industry', [
  'Technology',
  'Healthcare',
  'Manufacturing',
  'Automotive',
  'Food & Beverages',
  'Textiles',
  'Engineering',
  'Oil & Gas',
  'Pharmaceuticals',
  'Electronics',
  'Agriculture',
  'Construction',
  'Packaging',
  'Security',
  'Energy',
  'Aerospace',
  'Defense',
  'Chemicals',
  'Mining',
  'Logistics',
  'Tourism',
  'Education',
  'Finance',
  'Real Estate',
  'Retail',
]);
export type RecommendationIndustry = z.infer<typeof recommendationIndustryOptions.schema>;

export const companySizeOptions = defineOptions('Company size', ['startup', 'sme', 'enterprise'], {
  startup: 'Startup (1-10 employees)',
  sme: 'SME (11-250 employees)',
  enterprise: 'Enterprise (250+ employees)',
});
export type CompanySize = z.infer<typeof companySizeOptions.schema>;

export const experienceLevelOptions = defineOptions('Experience', ['first-time', 'occasional', 'experienced'], {
  'first-time': 'First-time exhibitor',
  occasional: 'Occasional exhibitor',
  experienced: 'Experienced exhibitor',
});
export type ExperienceLevel = z.infer<typeof experienceLevelOptions.schema>;

export const exhibitionGoalOptions = defineNamedOptions('Goal', [
  'Lead Generation',
  'Brand Awareness',
  'Product Launch',
  'Market Research',
  'Networking',
  'Partnership Development',
  'Customer Acquisition',
  'Industry Recognition',
]);
export type ExhibitionGoal = z.infer<typeof exhibitionGoalOptions.schema>;

/** The timeline: how far ahead the exhibitor is planning. */
export const planningTimelineOptions = defineOptions('Timeline', ['within-3-months', '3-6-months', '6-12-months', 'over-12-months'], {
  'within-3-months': 'Within 3 months',
  '3-6-months': 'In 3-6 months',
  '6-12-months': 'In 6-12 months',
  'over-12-months': 'More than a year ahead',
});
export type PlanningTimeline = z.infer<typeof planningTimelineOptions.schema>;

export const eventDifficultyOptions = defineOptions('Difficulty', ['beginner', 'intermediate', 'advanced'], {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
});
export type EventDifficulty = z.infer<typeof eventDifficultyOptions.schema>;

export const roiPotentialOptions = defineOptions('ROI potential', ['high', 'medium', 'low'], { high: 'High', medium: 'Medium', low: 'Low' });
export type RoiPotential = z.infer<typeof roiPotentialOptions.schema>;
