import { vendorRecommendationSchema, type VendorRecommendationInput } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { isVendorSelected, quoteToggleToast, toggleVendor, toSelectedVendor } from './selected-vendors.js';

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
    expect(added).toMatchObject({ change: 'added', replaced: [] });
    expect(added.vendors.map((entry) => entry.id)).toEqual(['v-other', 'v-garden-city']);
    expect(isVendorSelected(added.vendors, 'v-garden-city')).toBe(true);
    expect(quoteToggleToast(added, 'Garden City Stall Crafts')).toEqual({
      title: 'Added to your quote',
      description: 'Garden City Stall Crafts will appear in your final quote.',
      variant: 'success',
    });
    const removed = toggleVendor(added.vendors, recommendation());
    expect(removed).toEqual({ vendors: [other], change: 'removed', replaced: [] });
    expect(isVendorSelected(removed.vendors, 'v-garden-city')).toBe(false);
    expect(quoteToggleToast(removed, 'Garden City Stall Crafts').title).toBe('Removed from your quote');
  });

  it('keeps one stall builder: a second booth builder replaces the first, and the toast says so', () => {
    const caterer = { id: 'v-caterer', name: 'Udupi Expo Caterers', category: 'catering', estimatedCost: 40000 };
    const first = toggleVendor([caterer], recommendation());
    const second = toggleVendor(first.vendors, recommendation({ id: 'v-deccan', name: 'Deccan Booth Works', price: 250000 }));
    expect(second.change).toBe('added');
    expect(second.replaced.map((entry) => entry.id)).toEqual(['v-garden-city']);
    expect(second.vendors.map((entry) => entry.id)).toEqual(['v-caterer', 'v-deccan']);
    expect(quoteToggleToast(second, 'Deccan Booth Works')).toMatchObject({
      title: 'Stall builder replaced',
      description: expect.stringContaining('Deccan Booth Works replaces Garden City Stall Crafts as your stall builder.'),
    });
  });

  it('reads the category as the quote does, and leaves other categories alone', () => {
    // A builder stored as " Booth " is a stall builder too.
    const oddlyTyped = { id: 'v-old', name: 'Old Builder', category: ' Booth ' };
    expect(toggleVendor([oddlyTyped], recommendation()).vendors.map((entry) => entry.id)).toEqual(['v-garden-city']);
    // Two logistics firms can both be in the quote.
    const freight = { id: 'v-freight', name: 'Deccan Expo Freight', category: 'logistics' };
    const second = toggleVendor([freight], recommendation({ id: 'v-cargo', name: 'Cargo Co', category: 'logistics' }));
    expect(second.replaced).toEqual([]);
    expect(second.vendors.map((entry) => entry.id)).toEqual(['v-freight', 'v-cargo']);
  });

  it('takes out every builder a plan saved before the rule, naming them all', () => {
    const saved = [
      { id: 'v-a', name: 'A Builders', category: 'booth' },
      { id: 'v-b', name: 'B Builders', category: 'booth' },
    ];
    const toggle = toggleVendor(saved, recommendation());
    expect(toggle.vendors.map((entry) => entry.id)).toEqual(['v-garden-city']);
    expect(quoteToggleToast(toggle, 'Garden City Stall Crafts').description).toContain('replaces A Builders and B Builders as your stall builder');
  });
});
