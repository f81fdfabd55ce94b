import { z } from 'zod';

const rupees = z.number().int().nonnegative();

/** The six headline costs the planner carries (§3 "Costs"). */
export const costsSchema = z.object({
  total: rupees,
  constructionCost: rupees,
  travelCost: rupees,
  accommodation: rupees,
  marketing: rupees,
  logistics: rupees,
});
export type Costs = z.infer<typeof costsSchema>;

/** Every line of the final quote (§9 "Final quote formula"), with GST on top of the spec's total. */
export const quoteCostsSchema = costsSchema.extend({
  stallExtras: rupees,
  flights: rupees,
  hotel: rupees,
  vendors: rupees,
  services: rupees,
  gst: rupees,
  grandTotal: rupees,
  /**
   * The organiser's charge for the floor, before GST. Kept out of `total` so the spec's quote stays
   * reproducible; the totals below add it and are what the screen and the PDF headline.
   */
  spaceRental: rupees,
  totalWithSpace: rupees,
  gstWithSpace: rupees,
  grandTotalWithSpace: rupees,
});
export type QuoteCosts = z.infer<typeof quoteCostsSchema>;

/** Step 2's live cost (§3 "Stall cost result") plus the average per square metre. */
export const stallCostResultSchema = z.object({
  structuralCosts: z.object({ wallCost: rupees, flooringCost: rupees, ceilingCost: rupees, additionalRoomsCost: rupees }),
  brandingCosts: z.object({ printAreaCost: rupees, brandingElementsCost: rupees, digitalDisplaysCost: rupees }),
  furnitureCosts: z.object({ rentalCost: rupees, customBuildCost: rupees }),
  technicalCosts: z.object({ lightingCost: rupees, powerCost: rupees }),
  laborCosts: z.object({ installationCost: rupees, dismantlingCost: rupees, outstationCharges: rupees }),
  extrasCost: rupees,
  totalCost: rupees,
  /** The area the calculation used, in square metres. */
  areaSqm: z.number().nonnegative(),
  perSqm: rupees,
});
export type StallCostResult = z.infer<typeof stallCostResultSchema>;

/** §9 "ROI estimate". */
export const roiEstimateSchema = z.object({
  estimatedRevenue: rupees,
  estimatedLeads: z.number().int().nonnegative(),
  leadValue: rupees,
  roiPercentage: z.number(),
  paybackPeriod: z.string(),
  breakEvenLeads: z.number().int().nonnegative(),
  conversionRate: z.string(),
});
export type RoiEstimate = z.infer<typeof roiEstimateSchema>;
