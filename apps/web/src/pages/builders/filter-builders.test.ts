import { describe, expect, it } from 'vitest';
import { builderCategoryLabel, builderFilterChoices, hasBuilderFilters, NO_BUILDER_FILTERS } from './filter-builders.js';

// The filters themselves run in the catalog (services/catalog/src/vendors/domain/page-public-vendors.ts) and are tested there.

describe('hasBuilderFilters', () => {
  it('ignores a search of spaces', () => {
    expect(hasBuilderFilters({ ...NO_BUILDER_FILTERS, search: '   ' })).toBe(false);
    expect(hasBuilderFilters({ ...NO_BUILDER_FILTERS, priceRange: 'Budget' })).toBe(true);
  });
});

describe('builderFilterChoices', () => {
  it('labels each category and sorts both lists by label', () => {
    const { categories, locations } = builderFilterChoices(['logistics', 'booth', 'Audio visual'], ['Pune', 'Chennai', 'Mumbai']);
    expect(categories).toEqual([
      { value: 'Audio visual', label: 'Audio visual' },
      { value: 'booth', label: 'Booth' },
      { value: 'logistics', label: 'Logistics' },
    ]);
    expect(locations.map((choice) => choice.value)).toEqual(['Chennai', 'Mumbai', 'Pune']);
  });

  it('offers nothing without builders', () => {
    expect(builderFilterChoices([], [])).toEqual({ categories: [], locations: [] });
  });
});

describe('builderCategoryLabel', () => {
  it('labels known categories and capitalises free text', () => {
    expect(builderCategoryLabel('technology')).toBe('Technology');
    expect(builderCategoryLabel('signage')).toBe('Signage');
  });
});
