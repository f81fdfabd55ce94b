import { z } from 'zod';

const rupees = z.number().int().nonnegative();

/** The six headline costs the planner carries (see docs/planner.md#plan-state). */
export const costsSchema = z.object({
  total: rupees,
  constructionCost: rupees,
  travelCost: rupees,
  accommodation: rupees,
  marketing: rupees,
  logistics: rupees,
});
export type Costs = z.infer<typeof costsSchema>;

/** Step 2's live cost (see docs/quote-model.md#stall-rates) plus the average per square metre. */
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
