import { vendorSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { listedVendor, publicListing, publicPageVendors, publicVendorList } from './public-listing.js';

const vendor = (name: string, isActive: boolean) =>
  vendorSchema.parse({
    id: `id-${name}`,
    name,
    category: 'booth',
    city: 'Pune',
    state: 'Maharashtra',
    description: 'Unreviewed text',
    contact: { email: `${name}@example.com`, phone: '9876543210' },
    logoUrl: '/api/files/logo',
    portfolioImages: ['/api/files/a'],
    testimonials: [{ clientName: 'A', clientContact: 'a@example.com', text: 'Great', stallImages: [], createdAt: '2025-01-01T00:00:00.000Z' }],
    isActive,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });

describe('publicListing', () => {
  it('shows an approved vendor in full', () => {
    const approved = vendor('Zenith', true);
    expect(publicListing(approved)).toBe(approved);
  });

  it('shows a pending vendor by name, category and place only, and the result still parses', () => {
    const listed = publicListing(vendor('Fresh', false));
    expect(vendorSchema.parse(listed)).toEqual(listed);
    expect(listed).toMatchObject({
      name: 'Fresh',
      category: 'booth',
      city: 'Pune',
      state: 'Maharashtra',
      isActive: false,
      contact: {},
      portfolioImages: [],
      testimonials: [],
    });
    expect(listed).not.toHaveProperty('description');
    expect(listed).not.toHaveProperty('logoUrl');
  });

  it('keeps the demo mark of a pending demo listing, so it still says it is not real', () => {
    const demo = vendorSchema.parse({ ...vendor('Demo', false), demo: true });
    expect(publicListing(demo).demo).toBe(true);
    expect(publicListing(vendor('Real', false)).demo).toBe(false);
  });

  it('lists approved vendors first, each group by name', () => {
    const names = publicVendorList([vendor('b-pending', false), vendor('Zenith', true), vendor('a-pending', false), vendor('Aurora', true)]).map(
      (item) => item.name,
    );
    expect(names).toEqual(['Aurora', 'Zenith', 'a-pending', 'b-pending']);
  });

  it('keeps what the list filters by, and of a pending vendor neither specialties nor services, which it does not show', () => {
    const _id = new Types.ObjectId();
    const stored = {
      _id,
      name: 'Fresh',
      category: 'booth',
      city: 'Pune',
      state: 'Maharashtra',
      priceRange: 'Standard' as const,
      specialties: ['Pavilions'],
      services: ['Design'],
    };
    expect(listedVendor({ ...stored, isActive: true })).toEqual({ ...stored, _id: undefined, id: _id.toHexString(), isActive: true });
    expect(listedVendor({ ...stored, isActive: false })).toMatchObject({ id: _id.toHexString(), isActive: false, specialties: [], services: [] });
  });
});

describe('publicPageVendors', () => {
  it('answers the page’s vendors in its order, a pending one by name and place only, and leaves out one deleted since the list loaded', () => {
    const [zenith, fresh, gone] = [vendor('Zenith', true), vendor('Fresh', false), vendor('Gone', true)];
    const page = publicPageVendors([fresh, gone, zenith], [zenith, fresh]);
    expect(page.map((item) => item.name)).toEqual(['Fresh', 'Zenith']);
    expect(page[0]).toEqual(publicListing(fresh));
    expect(page[0]).not.toHaveProperty('description');
    expect(page[1]).toBe(zenith);
  });
});
