import type { Vendor } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { countPending, filterVendors } from './filter-vendors.js';

function vendor(overrides: Partial<Vendor>): Vendor {
  return {
    id: overrides.name ?? 'v',
    name: 'Vendor',
    category: 'booth',
    city: 'Mumbai',
    state: 'Maharashtra',
    specialties: ['Modular stalls'],
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
    version: 1,
    createdAt: '2025-01-06T10:00:00.000Z',
    updatedAt: '2025-01-06T10:00:00.000Z',
    ...overrides,
  };
}

const vendors = [
  vendor({ name: 'Deccan Displays', city: 'Pune' }),
  vendor({ name: 'Expo Freight', category: 'logistics', city: 'Chennai', state: 'Tamil Nadu', isActive: false }),
  vendor({ name: 'Blue Lotus Stalls', city: 'Bangalore', state: 'Karnataka' }),
];

const names = (list: Vendor[]) => list.map((entry) => entry.name);

describe('filterVendors', () => {
  it('keeps every vendor, in order, for a blank search', () => {
    expect(names(filterVendors(vendors, '   '))).toEqual(['Deccan Displays', 'Expo Freight', 'Blue Lotus Stalls']);
  });

  it('matches name, category, city and state ignoring case', () => {
    expect(names(filterVendors(vendors, 'deccan'))).toEqual(['Deccan Displays']);
    expect(names(filterVendors(vendors, 'LOGISTICS'))).toEqual(['Expo Freight']);
    expect(names(filterVendors(vendors, 'pune'))).toEqual(['Deccan Displays']);
    expect(names(filterVendors(vendors, 'karnataka'))).toEqual(['Blue Lotus Stalls']);
  });

  it('ignores fields outside the four, such as specialties', () => {
    expect(filterVendors(vendors, 'modular')).toEqual([]);
  });

  it('trims the search text', () => {
    expect(names(filterVendors(vendors, '  chennai '))).toEqual(['Expo Freight']);
  });
});

describe('countPending', () => {
  it('counts the inactive vendors', () => {
    expect(countPending(vendors)).toBe(1);
    expect(countPending([])).toBe(0);
  });
});
