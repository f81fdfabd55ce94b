import { describe, expect, it } from 'vitest';
import type { Vendor } from '@stallplan/contracts';
import { briefBuilders } from './brief-builders.js';

function vendor(id: string, name: string, overrides: Partial<Vendor> = {}): Vendor {
  return {
    id,
    name,
    category: 'booth',
    city: 'Mumbai',
    state: 'Maharashtra',
    specialties: [],
    services: [],
    keywords: [],
    contact: { email: `${id}@example.com` },
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
    createdAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('briefBuilders', () => {
  it('keeps the order chosen, with each builder’s name and e-mail', () => {
    const found = [vendor('b', 'Beta'), vendor('a', 'Alpha')];
    expect(briefBuilders(['a', 'b'], found)).toEqual({
      ok: true,
      builders: [
        { vendorId: 'a', vendorName: 'Alpha', vendorEmail: 'a@example.com' },
        { vendorId: 'b', vendorName: 'Beta', vendorEmail: 'b@example.com' },
      ],
    });
  });

  it('names builders that are pending or have no e-mail, and counts those not listed', () => {
    const found = [
      vendor('a', 'Alpha'),
      vendor('b', 'Skyline Exhibits', { isActive: false }),
      vendor('c', 'Gamma', { contact: { email: ' ' } }),
      vendor('d', 'Delta', { contact: {} }),
    ];
    const outcome = briefBuilders(['a', 'b', 'c', 'd', 'x', 'y'], found);
    expect(outcome).toEqual({
      ok: false,
      message: '2 of the chosen builders are not listed any more; please choose again. Skyline Exhibits, Gamma and Delta cannot take briefs yet.',
      details: [
        { path: 'vendorIds.4', message: 'This builder is not listed.' },
        { path: 'vendorIds.5', message: 'This builder is not listed.' },
        { path: 'vendorIds.1', message: 'Skyline Exhibits cannot take briefs yet.' },
        { path: 'vendorIds.2', message: 'Gamma cannot take briefs yet.' },
        { path: 'vendorIds.3', message: 'Delta cannot take briefs yet.' },
      ],
    });
    expect(briefBuilders(['b'], found)).toMatchObject({ ok: false, message: 'Skyline Exhibits cannot take briefs yet.' });
  });
});
