import { vendorProfileSchema, vendorRecommendationSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { categoryLabel, formatReviewDate, profileViewFromSummary, profileViewOf, ratingOf, safeUrl } from './profile-view.js';

const stamp = '2025-03-14T10:00:00.000Z';

const profile = vendorProfileSchema.parse({
  id: 'v1',
  name: 'Garden City Stall Crafts',
  category: 'booth',
  city: 'Bangalore',
  state: 'Karnataka',
  rating: '4.75',
  experience: '12 years',
  specialties: ['Wooden booths'],
  portfolioImages: ['/api/files/stall-1.webp', 'javascript:alert(1)', 'https://cdn.example.com/stall-2.jpg'],
  testimonials: [
    { text: 'Ready a day early.', clientContact: 'ops@client.example.com', clientName: 'Asha', stallImages: ['data:image/png;base64,AAAA'], createdAt: stamp },
  ],
  contact: { phone: '+91 98200 01234', email: 'hello@gardencity.example.com', website: 'javascript:alert(1)' },
  awards: ['Best Stall 2024'],
  createdAt: stamp,
  updatedAt: stamp,
});

describe('profileViewOf', () => {
  it('reads the stored profile, keeping only safe addresses', () => {
    const view = profileViewOf(profile);
    expect(view).toMatchObject({
      name: 'Garden City Stall Crafts',
      location: 'Bangalore, Karnataka',
      isActive: true,
      priceRange: 'Standard',
      experience: '12 years',
      rating: 4.75,
      awards: ['Best Stall 2024'],
      portfolioImages: ['/api/files/stall-1.webp', 'https://cdn.example.com/stall-2.jpg'],
      contact: { phone: '+91 98200 01234', email: 'hello@gardencity.example.com' },
    });
    expect(view.contact.website).toBeUndefined();
    expect(view.testimonials[0]).toMatchObject({ clientName: 'Asha', stallImages: [] });
  });
});

describe('profileViewFromSummary', () => {
  it("shows the card's data when the profile cannot be loaded", () => {
    const vendor = vendorRecommendationSchema.parse({
      id: 'v1',
      name: 'Garden City Stall Crafts',
      email: 'hello@gardencity.example.com',
      location: 'Whitefield, Bangalore',
      category: 'booth',
      matchScore: 91,
      rating: 4.7,
      completedProjects: 120,
      specialties: ['Wooden booths'],
      contact: { phone: '+91 98200 01234' },
    });
    expect(profileViewFromSummary(vendor)).toMatchObject({
      name: 'Garden City Stall Crafts',
      location: 'Whitefield, Bangalore',
      rating: 4.7,
      specialties: ['Wooden booths'],
      contact: { phone: '+91 98200 01234', email: 'hello@gardencity.example.com' },
      portfolioImages: [],
      testimonials: [],
    });
  });
});

describe('small readers', () => {
  it('labels categories', () => {
    expect(categoryLabel('technology')).toBe('Technology');
    expect(categoryLabel('décor')).toBe('Décor');
  });

  it('reads ratings from 0 to 5', () => {
    expect(ratingOf('4.8')).toBe(4.8);
    expect(ratingOf(5)).toBe(5);
    expect(ratingOf('')).toBeNull();
    expect(ratingOf('great')).toBeNull();
    expect(ratingOf('7')).toBeNull();
    expect(ratingOf(undefined)).toBeNull();
  });

  it('allows only web and same-site addresses', () => {
    expect(safeUrl('https://www.example.com')).toBe('https://www.example.com/');
    expect(safeUrl('/api/files/logo.png')).toBe('/api/files/logo.png');
    expect(safeUrl('//evil.example.com/x.png')).toBeUndefined();
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:image/png;base64,AAAA')).toBeUndefined();
    expect(safeUrl('  ')).toBeUndefined();
  });

  it('formats review dates', () => {
    expect(formatReviewDate(stamp)).toBe('14 Mar 2025');
    expect(formatReviewDate('soon')).toBeUndefined();
  });
});
