import { describe, expect, it } from 'vitest';
import {
  smartVendorsQuerySchema,
  smartVendorsResponseSchema,
  vendorProfileParamsSchema,
  vendorProfileResponse,
  vendorProfileResponseSchema,
  vendorProfileSchema,
  vendorRecommendationSchema,
} from './vendor-matching.js';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

const recommendation = {
  id: 'v-skyline',
  name: 'Skyline Exhibits',
  email: 'hello@skyline.example',
  location: 'Andheri East, Mumbai',
  category: 'booth',
  matchScore: 92,
  rating: 4.8,
  completedProjects: 240,
  specialties: ['Custom stalls', 'Double-decker booths', 'Modular systems', 'Island booths'],
  pricing: { project: 150000, sqft: 350 },
  contact: { phone: '+91 98200 12345', email: 'hello@skyline.example' },
  avgCost: 320000,
  advantages: ['Serves Mumbai', 'Builds booths of 18 sq m and more'],
  certifications: ['ISO 9001'],
  recentWork: ['Auto Expo 2026, 72 sq m island'],
  estimatedCost: 280000,
};

const storedVendor = {
  id: 'v-skyline',
  name: 'Skyline Exhibits',
  category: 'booth',
  city: 'Mumbai',
  state: 'Maharashtra',
  location: 'Andheri East, Mumbai',
  description: 'Custom stalls for trade fairs.',
  rating: '4.8',
  experience: '12 years',
  priceRange: 'Premium',
  logoUrl: '/api/files/665f1c2e9b1e8a0012345678',
  portfolioImages: ['https://cdn.example.com/a.jpg'],
  testimonials: [
    {
      clientName: 'Ravi Menon',
      clientContact: 'ravi@client.example',
      createdAt: '2026-05-01T10:00:00.000Z',
      text: 'Great stall.',
      stallImages: ['https://cdn.example.com/s.jpg'],
    },
    { clientContact: '+91 99999 00000', createdAt: '2026-06-01T10:00:00.000Z', text: 'On time.' },
  ],
  contact: { phone: '+91 98200 12345', email: 'hello@skyline.example', website: 'https://www.skyline.example', address: 'Unit 4, Andheri' },
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

describe('vendorRecommendationSchema', () => {
  it('accepts a card and fills empty lists', () => {
    expect(vendorRecommendationSchema.parse(recommendation)).toEqual({ ...recommendation, demo: false });
    const bare = vendorRecommendationSchema.parse({
      id: 'v1',
      name: 'A',
      location: 'Pune',
      category: 'catering',
      matchScore: 70,
      rating: 0,
      completedProjects: 0,
    });
    expect(bare).toMatchObject({ specialties: [], advantages: [], certifications: [], recentWork: [], pricing: {}, contact: {}, demo: false });
    expect(vendorRecommendationSchema.parse({ ...recommendation, demo: true }).demo).toBe(true);
  });

  it('refuses a score above 100 or a rating above 5', () => {
    expect(vendorRecommendationSchema.safeParse({ ...recommendation, matchScore: 101 }).success).toBe(false);
    expect(vendorRecommendationSchema.safeParse({ ...recommendation, rating: 5.5 }).success).toBe(false);
  });

  it('travels in the {success, data} answer, bounded', () => {
    expect(smartVendorsResponseSchema.parse({ success: true, data: [recommendation] }).data).toHaveLength(1);
    expect(smartVendorsResponseSchema.safeParse({ success: true, data: Array(51).fill(recommendation) }).success).toBe(false);
  });
});

describe('smartVendorsQuerySchema', () => {
  it('reads the query string', () => {
    expect(smartVendorsQuerySchema.parse({ destinationCity: ' Mumbai ', boothSize: '18' })).toEqual({ destinationCity: 'Mumbai', boothSize: 18 });
    expect(smartVendorsQuerySchema.parse({ destinationCity: 'Mumbai', boothSize: '18', category: 'catering' }).category).toBe('catering');
  });

  it('reads the "All" filter and a blank category as no category', () => {
    expect(smartVendorsQuerySchema.parse({ destinationCity: 'Mumbai', boothSize: 9, category: 'All' }).category).toBeUndefined();
    expect(smartVendorsQuerySchema.parse({ destinationCity: 'Mumbai', boothSize: 9, category: '' }).category).toBeUndefined();
  });

  it('refuses a missing city, a booth size not above 0 and an unknown category', () => {
    expect(messages(smartVendorsQuerySchema.safeParse({ boothSize: '18' }))).toEqual(['Destination city is required.']);
    expect(messages(smartVendorsQuerySchema.safeParse({ destinationCity: 'Mumbai' }))).toEqual(['Booth size is required.']);
    expect(messages(smartVendorsQuerySchema.safeParse({ destinationCity: 'Mumbai', boothSize: '' }))).toEqual(['Booth size is required.']);
    expect(messages(smartVendorsQuerySchema.safeParse({ destinationCity: 'Mumbai', boothSize: '0' }))).toEqual(['Booth size must be above 0.']);
    expect(messages(smartVendorsQuerySchema.safeParse({ destinationCity: 'Mumbai', boothSize: 'large' }))).toEqual(['Booth size must be a number.']);
    expect(messages(smartVendorsQuerySchema.safeParse({ destinationCity: 'Mumbai', boothSize: '200000' }))).toEqual(['Booth size must be at most 1,00,000.']);
    expect(messages(smartVendorsQuerySchema.safeParse({ destinationCity: 'x'.repeat(101), boothSize: 9 }))).toEqual([
      'Destination city must be at most 100 characters.',
    ]);
    expect(messages(smartVendorsQuerySchema.safeParse({ destinationCity: 'Mumbai', boothSize: 9, category: 'florist' }))).toEqual([
      'Category must be one of: booth, logistics, travel, catering, technology, security.',
    ]);
  });
});

describe('vendor profile', () => {
  it('accepts a profile with testimonials, contact, city, state, price range and awards', () => {
    const profile = vendorProfileSchema.parse({ ...storedVendor, awards: ['Best Stall, IITF 2025'] });
    expect(profile.awards).toEqual(['Best Stall, IITF 2025']);
    expect(profile.testimonials[1]).toEqual({ clientContact: '+91 99999 00000', createdAt: '2026-06-01T10:00:00.000Z', text: 'On time.', stallImages: [] });
    expect(profile).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', isActive: true, priceRange: 'Premium', contact: storedVendor.contact });
    expect(vendorProfileSchema.parse(storedVendor).awards).toEqual([]);
  });

  it('answers with the same profile as vendor (the planner) and data (the admin screens)', () => {
    const profile = vendorProfileSchema.parse(storedVendor);
    const answer = vendorProfileResponse(profile);
    expect(answer.vendor).toBe(answer.data);
    expect(vendorProfileResponseSchema.parse(answer).vendor.name).toBe('Skyline Exhibits');
    expect(vendorProfileResponseSchema.safeParse({ success: true, vendor: storedVendor }).success).toBe(false);
  });

  it('takes only an id made of letters, digits, - and _', () => {
    expect(vendorProfileParamsSchema.parse({ id: '665f1c2e9b1e8a0012345678' }).id).toBe('665f1c2e9b1e8a0012345678');
    expect(messages(vendorProfileParamsSchema.safeParse({ id: '{"$gt":""}' }))).toEqual(['Vendor id may contain only letters, digits, - and _.']);
  });
});
