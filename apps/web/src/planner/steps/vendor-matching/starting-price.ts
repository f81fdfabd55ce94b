import type { VendorPricing } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';

/**
 * The card's "starting from" price (§2 Step 3): the project price, else the hourly rate ("/hr"),
 * else the rate per square foot ("/sqft"); null when the vendor gave none. A zero counts as not
 * given, since nobody builds a stall for nothing.
 */
export function startingPrice(pricing: VendorPricing): string | null {
  if (pricing.project) return formatInr(pricing.project);
  if (pricing.hourly) return `${formatInr(pricing.hourly)}/hr`;
  if (pricing.sqft) return `${formatInr(pricing.sqft)}/sqft`;
  return null;
}
