import { vendorRecommendationSchema, type VendorRecommendationInput } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { isVendorSelected, toggleVendor, toSelectedVendor } from './selected-vendors.js';

function recommendation(overrides: Partial<VendorRecommendationInput> = {}) {
  return vendorRecommendationSchema.parse({
    id: 'v-garden-city',
    name: 'Garden City Stall Crafts',
    location: 'Whitefield, Bangalore',
    category: 'booth',
    matchScore: 92,
    rating: 4.7,
    completedProjects: 210,
    estimatedCost: 180000,
    ...overrides,
  });
}

describe('selected vendors', () => {
  it('keeps what the final quote reads', () => {
    expect(toSelectedVendor(recommendation())).toEqual({
      id: 'v-garden-city',
      name: 'Garden City Stall Crafts',
      category: 'booth',
      location: 'Whitefield, Bangalore',
      estimatedCost: 180000,
    });
    expect(toSelectedVendor(recommendation({ price: 90000 }))).toMatchObject({ price: 90000, estimatedCost: 180000 });
  });

  it('adds a vendor once and takes it out on the second toggle', () => {
    const other = { id: 'v-other', name: 'Other', category: 'catering' };
    const added = toggleVendor([other], recommendation());
    expect(added.map((entry) => entry.id)).toEqual(['v-other', 'v-garden-city']);
    expect(isVendorSelected(added, 'v-garden-city')).toBe(true);
    const removed = toggleVendor(added, recommendation());
    expect(removed).toEqual([other]);
    expect(isVendorSelected(removed, 'v-garden-city')).toBe(false);
  });
});
