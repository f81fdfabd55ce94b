import type { Vendor, VendorListQuery } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { filterPublicVendors, pagePublicVendors } from './page-public-vendors.js';

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
  } as Vendor;
}

const skyline = vendor({ id: '1', name: 'Skyline Exhibit Works', priceRange: 'Premium', specialties: ['Double-decker stalls'], services: ['Fabrication'] });
const deccan = vendor({ id: '2', name: 'Deccan Booth Craft', city: 'Pune', specialties: ['Modular systems'] });
const freight = vendor({
  id: '3',
  name: 'Harbour Cargo Movers',
  category: 'logistics',
  city: 'Chennai',
  state: 'Tamil Nadu',
  priceRange: 'Budget',
  services: ['Exhibition freight'],
});
const av = vendor({ id: '4', name: 'Lumen AV Rentals', category: 'Audio visual', city: 'pune', priceRange: 'Luxury' });
const all = [skyline, deccan, freight, av];

const names = (list: Vendor[]) => list.map((entry) => entry.name);
const query = (overrides: Partial<VendorListQuery> = {}): VendorListQuery => ({
  page: 1,
  pageSize: 24,
  search: undefined,
  category: undefined,
  location: undefined,
  ...overrides,
});

describe('filterPublicVendors', () => {
  it('keeps everyone without filters', () => {
    expect(filterPublicVendors(all, {})).toEqual(all);
  });

  it('searches name, category and its label, city, state, specialties and services, ignoring case', () => {
    const search = (text: string) => names(filterPublicVendors(all, { search: text }));
    expect(search('SKYLINE')).toEqual(['Skyline Exhibit Works']);
    expect(search('logistics')).toEqual(['Harbour Cargo Movers']);
    expect(search('tamil')).toEqual(['Harbour Cargo Movers']);
    expect(search('double-decker')).toEqual(['Skyline Exhibit Works']);
    expect(search('exhibition freight')).toEqual(['Harbour Cargo Movers']);
    expect(search('Booth ')).toEqual(['Skyline Exhibit Works', 'Deccan Booth Craft']);
  });

  it('needs every word somewhere, and never searches the description or keywords', () => {
    expect(names(filterPublicVendors(all, { search: 'pune modular' }))).toEqual(['Deccan Booth Craft']);
    expect(filterPublicVendors(all, { search: 'pune freight' })).toEqual([]);
    const described = vendor({ id: '5', name: 'Quiet Co', description: 'We build pavilions', keywords: ['pavilion'] });
    expect(filterPublicVendors([described], { search: 'pavilion' })).toEqual([]);
  });

  it('filters by category, location (any case) and price range together', () => {
    expect(names(filterPublicVendors(all, { category: 'booth' }))).toEqual(['Skyline Exhibit Works', 'Deccan Booth Craft']);
    expect(names(filterPublicVendors(all, { location: 'PUNE' }))).toEqual(['Deccan Booth Craft', 'Lumen AV Rentals']);
    expect(names(filterPublicVendors(all, { location: 'Pune', priceRange: 'Luxury' }))).toEqual(['Lumen AV Rentals']);
    expect(filterPublicVendors(all, { search: 'skyline', category: 'booth', location: 'Mumbai', priceRange: 'Budget' })).toEqual([]);
  });
});

describe('pagePublicVendors', () => {
  it('cuts the matching vendors into pages and counts them', () => {
    expect(pagePublicVendors(all, query({ pageSize: 3 }))).toMatchObject({ total: 4, page: 1, pageSize: 3, totalPages: 2 });
    expect(names(pagePublicVendors(all, query({ pageSize: 3 })).vendors)).toEqual(['Skyline Exhibit Works', 'Deccan Booth Craft', 'Harbour Cargo Movers']);
    expect(names(pagePublicVendors(all, query({ pageSize: 3, page: 2 })).vendors)).toEqual(['Lumen AV Rentals']);
    expect(pagePublicVendors(all, query({ pageSize: 3, page: 3 })).vendors).toEqual([]);
  });

  it('counts what the filters match, and offers every category and city of the whole list', () => {
    const page = pagePublicVendors(all, query({ location: 'pune', pageSize: 1 }));
    expect(page).toMatchObject({ total: 2, totalPages: 2 });
    expect(page.categories).toEqual(['Audio visual', 'booth', 'logistics']);
    expect(page.cities).toEqual(['Chennai', 'Mumbai', 'Pune']);
  });

  it('has no pages without vendors', () => {
    expect(pagePublicVendors([], query())).toMatchObject({ vendors: [], total: 0, totalPages: 0, categories: [], cities: [] });
  });

  it('offers the choices of the listing it is given, when the list reloads after a write, and a caller cannot change them', () => {
    const first = pagePublicVendors(all, query());
    first.cities.push('Nowhere');
    expect(pagePublicVendors(all, query()).cities).toEqual(['Chennai', 'Mumbai', 'Pune']);
    const reloaded = [...all, vendor({ id: '9', name: 'Kochi Stalls', city: 'Kochi', category: 'booth' })];
    expect(pagePublicVendors(reloaded, query()).cities).toEqual(['Chennai', 'Kochi', 'Mumbai', 'Pune']);
    expect(names(pagePublicVendors(reloaded, query({ search: 'kochi' })).vendors)).toEqual(['Kochi Stalls']);
  });
});
