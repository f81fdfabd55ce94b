import type { Vendor } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { builderCategoryLabel, builderFilterChoices, filterBuilders, hasBuilderFilters, NO_BUILDER_FILTERS } from './filter-builders.js';

function vendor(overrides: Partial<Vendor> & Pick<Vendor, 'id' | 'name'>): Vendor {
  return {
    category: 'booth',
    city: 'Mumbai',
    state: 'Maharashtra',
    specialties: [],
    services: [],
    keywords: [],
    contact: {},
    priceRange: 'Standard',
    portfolioImages: [],
    testimonials: [],
    isActive: true,
    pricing: {},
    completedProjects: 0,
    certifications: [],
    recentWork: [],
    serviceCities: [],
    demo: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const skyline = vendor({ id: '1', name: 'Skyline Exhibit Works', priceRange: 'Premium', specialties: ['Double-decker stalls'], services: ['Fabrication'] });
const deccan = vendor({ id: '2', name: 'Deccan Booth Craft', city: 'Pune', specialties: ['Modular systems'] });
const freight = vendor({ id: '3', name: 'Harbour Cargo Movers', category: 'logistics', city: 'Chennai', state: 'Tamil Nadu', priceRange: 'Budget', services: ['Exhibition freight'] });
const av = vendor({ id: '4', name: 'Lumen AV Rentals', category: 'Audio visual', city: 'pune', priceRange: 'Luxury' });
const all = [skyline, deccan, freight, av];

const names = (list: Vendor[]) => list.map((entry) => entry.name);

describe('filterBuilders', () => {
  it('keeps everyone without filters', () => {
    expect(filterBuilders(all, NO_BUILDER_FILTERS)).toEqual(all);
  });

  it('searches name, category, city, state, specialties and services, ignoring case', () => {
    const search = (text: string) => names(filterBuilders(all, { ...NO_BUILDER_FILTERS, search: text }));
    expect(search('SKYLINE')).toEqual(['Skyline Exhibit Works']);
    expect(search('logistics')).toEqual(['Harbour Cargo Movers']);
    expect(search('tamil')).toEqual(['Harbour Cargo Movers']);
    expect(search('double-decker')).toEqual(['Skyline Exhibit Works']);
    expect(search('exhibition freight')).toEqual(['Harbour Cargo Movers']);
    expect(search('pune')).toEqual(['Deccan Booth Craft', 'Lumen AV Rentals']);
  });

  it('matches a category by its label too', () => {
    expect(names(filterBuilders(all, { ...NO_BUILDER_FILTERS, search: 'Booth ' }))).toEqual(['Skyline Exhibit Works', 'Deccan Booth Craft']);
  });

  it('needs every word somewhere, in any field', () => {
    expect(names(filterBuilders(all, { ...NO_BUILDER_FILTERS, search: 'pune modular' }))).toEqual(['Deccan Booth Craft']);
    expect(filterBuilders(all, { ...NO_BUILDER_FILTERS, search: 'pune freight' })).toEqual([]);
  });

  it('does not search the description or keywords', () => {
    const described = vendor({ id: '5', name: 'Quiet Co', description: 'We build pavilions', keywords: ['pavilion'] });
    expect(filterBuilders([described], { ...NO_BUILDER_FILTERS, search: 'pavilion' })).toEqual([]);
  });

  it('filters by category, location (any case) and price range together', () => {
    expect(names(filterBuilders(all, { ...NO_BUILDER_FILTERS, category: 'booth' }))).toEqual(['Skyline Exhibit Works', 'Deccan Booth Craft']);
    expect(names(filterBuilders(all, { ...NO_BUILDER_FILTERS, location: 'Pune' }))).toEqual(['Deccan Booth Craft', 'Lumen AV Rentals']);
    expect(names(filterBuilders(all, { ...NO_BUILDER_FILTERS, location: 'Pune', priceRange: 'Luxury' }))).toEqual(['Lumen AV Rentals']);
    expect(filterBuilders(all, { search: 'skyline', category: 'booth', location: 'Mumbai', priceRange: 'Budget' })).toEqual([]);
  });
});

describe('hasBuilderFilters', () => {
  it('ignores a search of spaces', () => {
    expect(hasBuilderFilters({ ...NO_BUILDER_FILTERS, search: '   ' })).toBe(false);
    expect(hasBuilderFilters({ ...NO_BUILDER_FILTERS, priceRange: 'Budget' })).toBe(true);
  });
});

describe('builderFilterChoices', () => {
  it('offers each category and city once, sorted by label', () => {
    const { categories, locations } = builderFilterChoices(all);
    expect(categories).toEqual([
      { value: 'Audio visual', label: 'Audio visual' },
      { value: 'booth', label: 'Booth' },
      { value: 'logistics', label: 'Logistics' },
    ]);
    expect(locations.map((choice) => choice.value)).toEqual(['Chennai', 'Mumbai', 'Pune']);
  });

  it('offers nothing without builders', () => {
    expect(builderFilterChoices([])).toEqual({ categories: [], locations: [] });
  });
});

describe('builderCategoryLabel', () => {
  it('labels known categories and capitalises free text', () => {
    expect(builderCategoryLabel('technology')).toBe('Technology');
    expect(builderCategoryLabel('signage')).toBe('Signage');
  });
});
