import { vendorRecommendationSchema, type VendorRecommendationInput } from '@stallplan/contracts';
import { formatInr, vendorQuotePrice } from '@stallplan/pricing';
import { describe, expect, it } from 'vitest';
import { quotePriceText, shownPriceText } from './quote-price-text.js';
import { toSelectedVendor } from './selected-vendors.js';

function recommendation(overrides: Partial<VendorRecommendationInput> = {}) {
  return vendorRecommendationSchema.parse({
    id: 'v-garden-city',
    name: 'Garden City Stall Crafts',
    location: 'Whitefield, Bangalore',
    category: 'booth',
    matchScore: 92,
    rating: 4.7,
    completedProjects: 210,
    // A project price of ₹2,10,000 that the quote does not add: the estimate for the booth is what it adds.
    pricing: { project: 210000, sqft: 1650 },
    avgCost: 210000,
    estimatedCost: 413334,
    ...overrides,
  });
}

describe('quotePriceText', () => {
  it("shows matching's estimate for the booth, not the vendor's starting price, when there is no stated price", () => {
    expect(quotePriceText(recommendation())).toEqual({ label: 'StallPlan estimate for your booth', amount: '₹4,13,334' });
  });

  it('shows the stated price first, as the quote adds it', () => {
    expect(quotePriceText(recommendation({ price: 250000 }))).toEqual({ label: 'Listed price', amount: '₹2,50,000' });
  });

  it('has nothing to show when the quote would add nothing', () => {
    expect(quotePriceText(recommendation({ estimatedCost: undefined }))).toBeNull();
  });

  it('is the figure the plan keeps for the final quote', () => {
    for (const vendor of [recommendation(), recommendation({ price: 99000 }), recommendation({ estimatedCost: 0 })]) {
      const kept = vendorQuotePrice(toSelectedVendor(vendor));
      expect(quotePriceText(vendor)?.amount).toBe(kept && formatInr(kept.amount));
    }
  });
});

describe('shownPriceText', () => {
  it('shows the bid awarded to a vendor in the plan, as the quote counts it', () => {
    const vendor = recommendation();
    const awarded = { ...toSelectedVendor(vendor), price: 265_000, priceKind: 'bid' as const };
    expect(shownPriceText(vendor, awarded)).toEqual({ label: 'Awarded bid', amount: '₹2,65,000' });
  });

  it("shows the recommendation's own figure for a vendor not in the plan or in it without a bid", () => {
    const vendor = recommendation();
    expect(shownPriceText(vendor, undefined)).toEqual({ label: 'StallPlan estimate for your booth', amount: '₹4,13,334' });
    expect(shownPriceText(vendor, toSelectedVendor(vendor))).toEqual({ label: 'StallPlan estimate for your booth', amount: '₹4,13,334' });
  });
});
